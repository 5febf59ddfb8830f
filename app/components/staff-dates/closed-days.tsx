import { FormKey } from "~/components/staff/form-key";
import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffBookingsTexts } from "~/i18n/messages/staff-bookings-en";
import { StaffTable } from "../staff/staff-table";
import { FormField, fieldProps } from "./form-field";

// /staff/dates: the days without courses staff entered (a remove button each) and the form that
// adds one. Public holidays need no entry: the rule knows them.

interface Props {
  t: StaffBookingsTexts;
  locale: Locale;
  today: string;
  days: { day: string; note: string; holiday: string | null }[];
  errors: Partial<Record<"day" | "note", keyof StaffBookingsTexts["closed"]["errors"]>>;
  values: Record<string, string>;
}

export function ClosedDays({ t, locale, today, days, errors, values }: Props) {
  const c = t.closed;
  const error = (field: "day" | "note") => (errors[field] ? c.errors[errors[field]] : undefined);
  return (
    <section aria-labelledby="closed-heading" className="staff-form-section">
      <h2 id="closed-heading">{c.heading}</h2>
      <p>{c.intro}</p>
      {days.length === 0 ? (
        <p>{c.none}</p>
      ) : (
        <StaffTable columns={[c.day, c.note, ""]}>
          {days.map((row) => (
            <tr key={row.day}>
              <td>
                <time dateTime={row.day}>{formatDate(row.day, locale)}</time>
              </td>
              <td>
                {[row.note, row.holiday ? fill(c.holiday, { name: row.holiday }) : ""]
                  .filter(Boolean)
                  .join(" · ")}
              </td>
              <td>
                <Form method="post">
                  <FormKey />
                  <input type="hidden" name="intent" value="closed-remove" />
                  <input type="hidden" name="day" value={row.day} />
                  <button type="submit" className="button button-secondary">
                    {c.remove}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Form method="post" className="staff-form staff-form-inline" noValidate>
        <FormKey />
        <input type="hidden" name="intent" value="closed-add" />
        <FormField id="closed-day" label={c.day} error={error("day")}>
          <input
            type="date"
            name="day"
            min={today}
            defaultValue={values.day ?? ""}
            {...fieldProps("closed-day", error("day"))}
          />
        </FormField>
        <FormField id="closed-note" label={c.note} error={error("note")}>
          <input
            type="text"
            name="note"
            maxLength={200}
            defaultValue={values.note ?? ""}
            {...fieldProps("closed-note", error("note"))}
          />
        </FormField>
        <button type="submit" className="button button-secondary">
          {c.add}
        </button>
      </Form>
    </section>
  );
}
