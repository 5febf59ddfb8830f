import { Form } from "react-router";
import { site } from "~/content/site";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

type Day = { date: string; startTime: string; endTime: string };

/**
 * The second step of a customer's date change: the current and the chosen date side by side, what
 * giving up the current seat means, and the one form that moves it. The heading takes the focus
 * when the page opens (autofocus on a heading with tabindex -1: a screen reader starts here, not at
 * the top of a page it has just left), without any script.
 */
export function DateChangeConfirm({
  booking,
  chosen,
  texts: t,
  accountTexts,
}: {
  booking: Day & { bookingId: string; dateStatus: "open" | "cancelled" };
  chosen: Day & { id: string; seatsLeft: number };
  texts: BookingsTexts["change"];
  accountTexts: BookingsTexts["account"];
}) {
  const locale = useLocale();
  const spotsLeft = useMessages().firstAid.spotsLeft;
  const before = formatDate(booking.date, locale);
  const after = formatDate(chosen.date, locale);
  return (
    <section className="date-change-confirm" aria-labelledby="confirm-heading">
      {/* The page is this step: focus starts at its heading. */}
      <h2 id="confirm-heading" tabIndex={-1} autoFocus>
        {t.confirmHeading}
      </h2>
      <p>{t.confirmIntro}</p>
      <div className="date-compare">
        <DayCard heading={t.oldDate} day={booking} texts={accountTexts} dataAttribute="data-old-date">
          {booking.dateStatus === "cancelled" ? (
            <p className="spots spots-none">{t.status.cancelled}</p>
          ) : null}
        </DayCard>
        <DayCard heading={t.newDate} day={chosen} texts={accountTexts} dataAttribute="data-new-date" isNew>
          <p className="spots">{plural(spotsLeft, chosen.seatsLeft, locale)}</p>
        </DayCard>
      </div>
      {booking.dateStatus === "cancelled" ? null : <p>{fill(t.confirmWarning, { date: before })}</p>}
      <Form method="post" className="actions">
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="targetDateId" value={chosen.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="button button-primary">
          {fill(t.confirmSubmit, { date: after })}
        </button>
        <LocalizedLink to={`/my-account/bookings/${booking.bookingId}`}>{t.chooseAgain}</LocalizedLink>
      </Form>
    </section>
  );
}

function DayCard({
  heading,
  day,
  texts: t,
  dataAttribute,
  isNew = false,
  children,
}: {
  heading: string;
  day: Day;
  texts: BookingsTexts["account"];
  dataAttribute: "data-old-date" | "data-new-date";
  isNew?: boolean;
  children?: React.ReactNode;
}) {
  const locale = useLocale();
  const venue = site.firstAidVenue;
  return (
    <section
      className={isNew ? "appointment-card appointment-card-new" : "appointment-card"}
      aria-label={heading}
      {...{ [dataAttribute]: day.date }}
    >
      <h3>{heading}</h3>
      <dl>
        <dt>{t.date}</dt>
        <dd>
          <time dateTime={day.date}>{formatDate(day.date, locale)}</time>
        </dd>
        <dt>{t.time}</dt>
        <dd>
          {day.startTime}–{day.endTime}
        </dd>
        <dt>{t.venue}</dt>
        <dd>
          {venue.name}, {venue.street}, {venue.postalCode} {venue.city}
        </dd>
      </dl>
      {children}
    </section>
  );
}
