import { site } from "~/content/site";
import { fill } from "~/i18n/fill";
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
  cancelledOn: string | null;
  refundRequested: boolean;
  /** The seat ended with its payment: nothing is left to do with it. */
  /** "deleted" only for a customer whose data was deleted, who can no longer log in to see it. */
  ended: "refunded" | "disputed" | "cancelled" | "deleted" | null;
  title: string;
}

/**
 * The customer's first-aid bookings on /my-account: when and where, its calendar file, change it.
 * A seat whose date the school cancelled, or that ended with a refund, says so and offers only
 * what is left to do (a new date or the money back; nothing): its calendar entry and date are void.
 */
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
            <BookingState booking={booking} texts={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BookingState({ booking, texts: t }: { booking: OwnBookingItem; texts: BookingsTexts["account"] }) {
  const locale = useLocale();
  const page = `/my-account/bookings/${booking.bookingId}`;
  if (booking.ended)
    return (
      <p className="spots spots-none" data-booking-state={booking.ended}>
        {booking.ended === "cancelled"
          ? t.cancelledByYou
          : booking.ended === "disputed"
            ? t.disputed
            : t.refunded}
      </p>
    );
  if (booking.dateStatus === "cancelled")
    return (
      <>
        <p className="spots spots-none" data-booking-state="cancelled">
          {booking.cancelledOn
            ? fill(t.cancelledOn, { date: formatDate(booking.cancelledOn, locale) })
            : t.cancelledBySchool}
          {booking.refundRequested ? ` · ${t.refundRequested}` : null}
        </p>
        <p className="actions">
          <LocalizedLink className="button button-primary" to={page}>
            {booking.refundRequested ? t.seeBooking : t.chooseOrRefund}
          </LocalizedLink>
        </p>
      </>
    );
  return (
    <p className="actions">
      <a className="button button-secondary" href={`${page}/calendar.ics`}>
        {t.calendar}
      </a>{" "}
      <LocalizedLink className="button button-primary" to={page}>
        {t.change}
      </LocalizedLink>
    </p>
  );
}
