import { Link } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import type { StaffBookingsTexts } from "~/i18n/messages/staff-bookings-en";
import { StaffTable } from "./staff-table";

// Dashboard: customers whose date was cancelled, who were told and have not chosen a new date.

export interface UnchosenRow {
  bookingId: string;
  customerId: string;
  email: string;
  courseDate: string;
  toldAt: string;
}

export function UnchosenDates({
  t,
  locale,
  days,
  rows,
}: {
  t: StaffBookingsTexts;
  locale: Locale;
  days: number;
  rows: UnchosenRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="unchosen-heading">
      <h2 id="unchosen-heading">{t.unchosen.heading}</h2>
      <p>{fill(t.unchosen.intro, { days })}</p>
      <StaffTable columns={[t.unchosen.customer, t.unchosen.date, t.unchosen.toldOn]}>
        {rows.map((row) => (
          <tr key={row.bookingId}>
            <td>
              <Link to={localizePath(`/staff/customers/${row.customerId}`, locale)}>{row.email}</Link>
            </td>
            <td>{formatDate(row.courseDate, locale, "long")}</td>
            <td>
              <time dateTime={row.toldAt}>{formatDay(row.toldAt, locale, "medium")}</time>
            </td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
