import { Form } from "react-router";
import { BookingCancelConfirm, BookingCancelOffer } from "~/components/booking-cancel";
import { DateChangeConfirm } from "~/components/date-change-confirm";
import { LocalizedLink } from "~/components/localized-link";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { documentTitle } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { ownBookingAction, ownBookingPage } from "~/server/account/own-booking-page.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-booking";

// One first-aid booking of the customer: change its date in two steps (choose, then confirm with
// the old and the new date side by side), cancel it with a full refund in two steps while free
// cancellation lasts, or (a date the school cancelled) pick a new one or ask for a refund. Plain HTML forms, no framework JavaScript (decision 025).

export function loader({ request, context, params }: Route.LoaderArgs) {
  return ownBookingPage(request, servicesOf(context), params.bookingId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return ownBookingAction(request, servicesOf(context), params.bookingId);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: documentTitle(loaderData?.texts.change.title ?? "") },
  { name: "robots", content: "noindex" },
];
export const headers = () => privateNoStore;

export default function MyBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    booking,
    chosen,
    cancelling,
    formKey,
    productName,
    rule,
    dates,
    texts,
    hours,
    contact,
    venue,
    notice,
  } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const t = texts.change;
  const locale = useLocale();
  const firstAid = useMessages().firstAid;
  return (
    <section className="container account-page my-booking">
      <h1>{t.title}</h1>
      <p className="lead">{productName}</p>
      {notice ? (
        <p className="notification notification-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="notification notification-error" role="alert">
          {error}
        </p>
      ) : null}
      {chosen && (rule === "change" || rule === "cancelled") ? (
        <DateChangeConfirm booking={booking} chosen={chosen} texts={t} accountTexts={texts.account} />
      ) : null}
      {cancelling && formKey ? <BookingCancelConfirm booking={booking} formKey={formKey} texts={t} /> : null}
      {chosen || cancelling ? null : (
        <section
          className="appointment-card"
          aria-labelledby="current-heading"
          data-booking-date={booking.date}
        >
          <h2 id="current-heading">{t.current}</h2>
          <dl>
            <dt>{texts.account.date}</dt>
            <dd>
              <time dateTime={booking.date}>{formatDate(booking.date, locale)}</time>
            </dd>
            <dt>{texts.account.time}</dt>
            <dd>
              {booking.startTime}–{booking.endTime}
            </dd>
            <dt>{texts.account.venue}</dt>
            <dd>
              {venue.name}, {venue.street}, {venue.postalCode} {venue.city}
            </dd>
          </dl>
          {booking.dateStatus === "cancelled" ? (
            <p className="spots spots-none">{t.status.cancelled}</p>
          ) : null}
        </section>
      )}

      {rule === "cutOff" ? (
        <p className="notification" data-cut-off="">
          {fill(t.cutOff, { hours, phone: contact.phone, email: contact.email })}
        </p>
      ) : null}
      {rule === "moved" ? (
        <p className="notification" data-moved-by-school="">
          {fill(t.movedBySchool, { hours, phone: contact.phone, email: contact.email })}
        </p>
      ) : null}
      {rule === "past" ? <p className="notification">{t.past}</p> : null}

      {(rule === "change" || rule === "cancelled") && !chosen && !cancelling ? (
        <section aria-labelledby="choose-heading">
          <h2 id="choose-heading">{t.chooseHeading}</h2>
          <p>{rule === "cancelled" ? t.chooseIntroCancelled : fill(t.chooseIntro, { hours })}</p>
          {dates.length ? (
            // The first step only asks (GET): nothing moves until the confirmation's form is sent.
            <form method="get" className="stack-form date-change-form">
              <fieldset>
                <legend className="visually-hidden">{t.chooseHeading}</legend>
                {/* Nothing is chosen for the customer: one careless tap must not pick a date. */}
                {dates.map((day) => (
                  <label
                    key={day.id}
                    className="checkbox-label"
                    data-course-date={day.date}
                    data-seats-left={day.seatsLeft}
                  >
                    <input type="radio" name="to" value={day.id} required />
                    <span>
                      <time dateTime={day.date}>{formatDate(day.date, locale)}</time>, {day.startTime}–
                      {day.endTime}{" "}
                      <span className="seats-note">
                        ({plural(firstAid.spotsLeft, day.seatsLeft, locale)})
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button button-primary">
                {t.submit}
              </button>
            </form>
          ) : (
            <p>{t.noDates}</p>
          )}
        </section>
      ) : null}

      {rule === "change" && !chosen && !cancelling ? (
        <BookingCancelOffer bookingId={booking.bookingId} hours={hours} texts={t} />
      ) : null}

      {(rule === "cancelled" || rule === "moved") && !chosen ? (
        <section aria-labelledby="refund-heading">
          {/* A moved booking past the cut-off has no date to choose above: the heading says what the
              choice is (keep the new date, or the money) instead of "Or …" after nothing. */}
          <h2 id="refund-heading">{rule === "moved" ? t.refundHeadingMoved : t.refundHeading}</h2>
          {booking.refundRequested ? (
            <p>{t.refundAlready}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="refund" />
              <button type="submit" className="button button-secondary">
                {t.refundButton}
              </button>
            </Form>
          )}
        </section>
      ) : null}
      <p>
        <LocalizedLink to="/my-account">{t.back}</LocalizedLink>
      </p>
    </section>
  );
}
