import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { formatMoment } from "~/i18n/format";
import type { StaffSafeguardsTexts } from "~/i18n/messages/staff-safeguards-en";
import { CustomerMails } from "./customer-mails";
import { StaffTable } from "./staff-table";

// The customer's first-aid bookings, the mails sent to them and the staff
// actions about them (read only: the audit log cannot be changed from any page).

interface Props {
  t: StaffCustomersTexts;
  s: StaffSafeguardsTexts;
  locale: Locale;
  data: Pick<CustomerPageData, "bookings" | "mails" | "audit">;
}

export function CustomerHistory({ t, s, locale, data }: Props) {
  const { bookings: b, audit: a } = t.customer;
  return (
    <>
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">{b.heading}</h2>
        {data.bookings.length === 0 ? (
          <p>{b.none}</p>
        ) : (
          <ul>
            {data.bookings.map((booking) => (
              <li key={booking.purchaseId}>
                {formatDate(booking.courseDate, locale, "long")} · {t.customer.languages[booking.language]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CustomerMails t={t} s={s} locale={locale} mails={data.mails} />
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading">{a.heading}</h2>
        {data.audit.length === 0 ? (
          <p>{a.none}</p>
        ) : (
          <StaffTable columns={[a.when, a.who, a.what, a.change]}>
            {data.audit.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{a.actions[entry.action] ?? s.actions[entry.action] ?? entry.action}</td>
                <td>
                  <code>{entry.before ?? a.nothing}</code> → <code>{entry.after ?? a.nothing}</code>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </>
  );
}
