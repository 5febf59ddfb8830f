import { data, Link } from "react-router";
import { fill } from "~/i18n/fill";
import { timeRange } from "~/components/staff-dates/date-texts";
import { staffMeta } from "~/components/staff/staff-texts";
import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { datePage } from "~/server/first-aid/staff-date-pages.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-date-print";

// The attendee list to print for the course day (sign-in sheet for the partner
// institute). The site's header and the staff navigation are left out on paper (pages.css, print).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const page = await datePage(context.get(databaseContext), params.id);
  if (!page) throw data(null, { status: 404 });
  return {
    date: page.date,
    attendees: page.attendees,
    texts: textsFor(request, "staffDates"),
  };
}

export const meta = staffMeta((t) => t.nav.pages.staffDates);

export default function StaffDatePrintPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, date, attendees } = loaderData;
  const locale = useLocale();
  const venue = site.firstAidVenue;
  return (
    <section className="staff-page staff-print">
      <p className="staff-screen-only">
        <Link to={localizePath(`/staff/dates/${date.id}`, locale)}>{t.date.back}</Link>
      </p>
      <h1>
        {fill(t.print.heading, {
          date: formatDate(date.date, locale),
          time: timeRange(date),
          language: t.languages[date.language],
        })}
      </h1>
      <p>
        {fill(t.print.venue, { venue: `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}` })}
      </p>
      {attendees.length === 0 ? (
        <p>{t.date.noAttendees}</p>
      ) : (
        // Scrolls sideways on a phone's screen; printed, the whole table shows (staff-narrow.css).
        <div className="table-scroll" tabIndex={0}>
          <table className="staff-table staff-print-table">
            <caption className="visually-hidden">{t.print.title}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t.date.name}</th>
                <th scope="col">{t.date.email}</th>
                <th scope="col">{t.date.phone}</th>
                <th scope="col">{t.date.dateOfBirth}</th>
                <th scope="col">{t.date.eyeTest}</th>
                <th scope="col">{t.print.signature}</th>
              </tr>
            </thead>
            <tbody>
              {attendees.map((person, index) => (
                <tr key={person.bookingId}>
                  <td>{index + 1}</td>
                  <td>{person.name}</td>
                  <td>{person.email}</td>
                  <td>{person.phone}</td>
                  <td>{person.dateOfBirth ? formatDate(person.dateOfBirth, locale, "long") : ""}</td>
                  <td>{person.eyeTest ? t.date.yes : t.date.no}</td>
                  <td className="signature-cell" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
