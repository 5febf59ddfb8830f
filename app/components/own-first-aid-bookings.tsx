import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

export interface OwnBookingItem {
  bookingId: string;
  date: string;
  startTime: string;
  endTime: string;
  dateStatus: "open" | "cancelled";
  refundRequested: boolean;
  title: string;
}

/** The customer's first-aid bookings on /my-account: when and where, its calendar file, change it. */
export function OwnFirstAidBookings({
  bookings,
  texts: t,
}: {
  bookings: OwnBookingItem[];
  texts: BookingsTexts["account"];
}) {
  const locale = useLocale();
  const venue = site.firstAidVenue;
  if (!bookings.length) return null;
  return (
    <section className="own-bookings" aria-labelledby="own-bookings-heading">
      <h2 id="own-bookings-heading">{t.heading}</h2>
      <ul className="own-booking-list">
        {bookings.map((booking) => (
          <li
            key={booking.bookingId}
            className="appointment-card"
            data-booking={booking.bookingId}
            data-course-date={booking.date}
          >
            <h3>{booking.title}</h3>
            <dl>
              <dt>{t.date}</dt>
              <dd>
                <time dateTime={booking.date}>{formatDate(booking.date, locale)}</time>
              </dd>
              <dt>{t.time}</dt>
              <dd>
                {booking.startTime}–{booking.endTime}
              </dd>
              <dt>{t.venue}</dt>
              <dd>
                {venue.name}, {venue.street}, {venue.postalCode} {venue.city}
              </dd>
            </dl>
            {booking.dateStatus === "cancelled" ? (
              <p className="spots spots-none">{booking.refundRequested ? t.refundRequested : t.cancelled}</p>
            ) : null}
            <p className="actions">
              <a
                className="button button-secondary"
                href={`/my-account/bookings/${booking.bookingId}/calendar.ics`}
              >
                {t.calendar}
              </a>{" "}
              <LocalizedLink
                className="button button-primary"
                to={`/my-account/bookings/${booking.bookingId}`}
              >
                {t.change}
              </LocalizedLink>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
