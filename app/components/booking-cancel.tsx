import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

type Texts = BookingsTexts["change"];
const pathOf = (bookingId: string) => `/my-account/bookings/${bookingId}`;

/**
 * The first step of a customer's own cancellation: what free cancellation gives, and a link (a GET,
 * which changes nothing) to the confirmation.
 */
export function BookingCancelOffer({
  bookingId,
  hours,
  texts: t,
}: {
  bookingId: string;
  hours: number;
  texts: Texts;
}) {
  return (
    <section aria-labelledby="cancel-heading" data-cancel-offer="">
      <h2 id="cancel-heading">{t.cancelHeading}</h2>
      <p>{fill(t.cancelIntro, { hours })}</p>
      <p className="actions">
        <LocalizedLink className="button button-secondary" to={`${pathOf(bookingId)}?cancel=1`}>
          {t.cancelButton}
        </LocalizedLink>
      </p>
    </section>
  );
}

/**
 * The second step: what cancelling means, said before anything happens, and the one form that
 * cancels, carrying the page's one-time key. The heading takes the focus without a script, as the
 * date change's confirmation does.
 */
export function BookingCancelConfirm({
  booking,
  formKey,
  texts: t,
}: {
  booking: { bookingId: string; date: string };
  formKey: string;
  texts: Texts;
}) {
  const locale = useLocale();
  return (
    <section className="date-change-confirm" aria-labelledby="cancel-confirm-heading" data-cancel-confirm="">
      <h2 id="cancel-confirm-heading" tabIndex={-1} autoFocus>
        {t.cancelConfirmHeading}
      </h2>
      <p>{fill(t.cancelConfirmIntro, { date: formatDate(booking.date, locale) })}</p>
      <Form method="post" className="actions">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="key" value={formKey} />
        <button type="submit" className="button button-primary">
          {t.cancelConfirmSubmit}
        </button>
        <LocalizedLink to={pathOf(booking.bookingId)}>{t.cancelKeep}</LocalizedLink>
      </Form>
    </section>
  );
}
