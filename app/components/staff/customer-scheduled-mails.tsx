import { fill } from "~/i18n/fill";
import { formatDate, formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffBookingsTexts } from "~/i18n/messages/staff-bookings-en";
import { StaffTable } from "./staff-table";

// The mails still to come for a customer (course reminders) and when each goes out, so the office
// can answer "will I get a reminder?" on the phone.

export function CustomerScheduledMails({
  t,
  locale,
  scheduled,
}: {
  t: StaffBookingsTexts;
  locale: Locale;
  scheduled: { kind: "course-reminder"; courseDate: string; sendAt: string }[];
}) {
  return (
    <section aria-labelledby="scheduled-heading">
      <h2 id="scheduled-heading">{t.scheduled.heading}</h2>
      {scheduled.length === 0 ? (
        <p>{t.scheduled.none}</p>
      ) : (
        <StaffTable columns={[t.scheduled.kind, t.scheduled.sendAt]}>
          {scheduled.map((mail) => (
            <tr key={`${mail.kind}-${mail.courseDate}`}>
              <td>{fill(t.scheduled.reminder, { date: formatDate(mail.courseDate, locale, "long") })}</td>
              <td>
                <time dateTime={mail.sendAt}>{formatMoment(mail.sendAt, locale)}</time>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
