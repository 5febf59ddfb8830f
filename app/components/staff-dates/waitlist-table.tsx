import { FormKey } from "~/components/staff/form-key";
import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { useLocale } from "~/i18n/use-locale";
import { StaffTable } from "../staff/staff-table";

export interface WaitlistRow {
  id: string;
  email: string;
  locale: "en" | "es";
  status: string;
  holdUntil: Date | string | null;
  createdAt: Date | string;
}

/** A date's waiting list in its order, each entry with a remove button (audited). */
export function WaitlistTable({ rows, texts: t }: { rows: WaitlistRow[]; texts: BookingsTexts["staff"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="waitlist-heading" className="staff-form-section" data-staff-waitlist="">
      <h2 id="waitlist-heading">{t.waitlistHeading}</h2>
      {rows.length === 0 ? (
        <p>{t.waitlistEmpty}</p>
      ) : (
        <StaffTable
          columns={[
            t.position,
            t.email,
            t.language,
            t.joined,
            t.state,
            <span className="visually-hidden">{t.remove}</span>,
          ]}
        >
          {rows.map((row, index) => (
            <tr key={row.id} data-waitlist-entry={row.email}>
              <td>{index + 1}</td>
              <td>{row.email}</td>
              <td>{row.locale.toUpperCase()}</td>
              <td>{formatMoment(row.createdAt, locale)}</td>
              <td>
                {row.status === "offered" && row.holdUntil
                  ? fill(t.states.offered, { until: formatMoment(row.holdUntil, locale) })
                  : t.states.waiting}
              </td>
              <td>
                <Form method="post">
                  <FormKey />
                  <input type="hidden" name="intent" value="waitlist-remove" />
                  <input type="hidden" name="entryId" value={row.id} />
                  <button
                    type="submit"
                    className="button button-secondary"
                    aria-label={fill(t.removeLabel, { email: row.email })}
                  >
                    {t.remove}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
