import type { FirstAidOffer } from "~/content/schedule";
import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";

/**
 * Appointment card: date, time (the date row's, written as the schedule writes it, 9:00–17:00
 * in both languages), place and the spots-left notice from the bookings. The loader offers the next
 * date that still has seats, so the fully-booked line is only a safeguard.
 */
export function FirstAidAppointment({
  offer: { date, startTime, endTime, seatsLeft },
}: {
  offer: Pick<FirstAidOffer, "date" | "startTime" | "endTime" | "seatsLeft">;
}) {
  const t = useMessages().firstAid;
  const locale = useLocale();
  const venue = site.firstAidVenue;
  const spots =
    seatsLeft === 0
      ? fill(t.fullyBooked, { date: formatDate(date, locale) })
      : plural(t.spotsLeft, seatsLeft, locale);
  return (
    <section className="appointment-card" aria-labelledby="appointment-heading">
      <h2 id="appointment-heading">{t.appointment}</h2>
      <dl>
        <dt>{t.date}</dt>
        <dd>
          <time dateTime={date}>{formatDate(date, locale)}</time>
        </dd>
        <dt>{t.time}</dt>
        <dd>
          {startTime}–{endTime}
        </dd>
        <dt>{t.place}</dt>
        <dd>
          {venue.name}, {venue.street}, {venue.postalCode} {venue.city}
        </dd>
      </dl>
      <p className={seatsLeft === 0 ? "spots spots-none" : "spots"}>{spots}</p>
    </section>
  );
}
