import { firstAidSchedule, type IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/use-locale";

/** SPEC §2 appointment card: date, time, place and the spots-left notice from the bookings. */
export function FirstAidAppointment({ date, seatsLeft }: { date: IsoDate; seatsLeft: number }) {
  const t = useMessages().firstAid;
  const locale = useLocale();
  const venue = site.firstAidVenue;
  const spots =
    seatsLeft === 0
      ? t.fullyBooked
      : seatsLeft === 1
        ? t.oneSpotLeft
        : t.spotsLeft.replace("{count}", String(seatsLeft));
  return (
    <section className="appointment-card" aria-labelledby="appointment-heading">
      <h2 id="appointment-heading">{t.appointment}</h2>
      <dl>
        <dt>{t.date}</dt>
        <dd>{formatDate(date, locale)}</dd>
        <dt>{t.time}</dt>
        <dd>
          {firstAidSchedule.startTime}–{firstAidSchedule.endTime}
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
