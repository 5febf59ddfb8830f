import { Link } from "react-router";
import { formatDate } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locale";
import type { StaffAuditTexts } from "~/i18n/messages/staff-audit-en";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import type { StaffSafeguardsTexts } from "~/i18n/messages/staff-safeguards-en";
import { CustomerMails } from "./customer-mails";
import { AuditEntryList } from "./audit-entry-list";
import { useStaffTexts } from "./staff-texts";

// The customer's first-aid bookings, the mails sent to them and the staff
// actions about them (read only: the audit log cannot be changed from any page).

interface Props {
  t: StaffCustomersTexts;
  s: StaffSafeguardsTexts;
  auditTexts: StaffAuditTexts;
  locale: Locale;
  data: Pick<CustomerPageData, "bookings" | "mails" | "audit" | "customer">;
}

export function CustomerHistory({ t, s, auditTexts, locale, data }: Props) {
  const { bookings: b, audit: a } = t.customer;
  const cliName = useStaffTexts().log.cli;
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
                {booking.attendance ? ` · ${booking.attendance === "attended" ? b.attended : b.noShow}` : ""}
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
          <AuditEntryList entries={data.audit} texts={auditTexts} locale={locale} cliName={cliName} />
        )}
        <p>
          <Link
            to={`${localizePath("/staff/log", locale)}?${new URLSearchParams({ customer: data.customer.id })}`}
          >
            {auditTexts.customerLog}
          </Link>
        </p>
      </section>
    </>
  );
}
