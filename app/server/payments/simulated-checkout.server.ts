import { type ProductId, productIds, products } from "~/content/catalog";
import { type IsoDate, isCalendarDate, seatsLeftOf, todayInSchoolTimeZone } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import {
  bookableCourseDate,
  firstAidDatesWithSeats,
  isCourseDateOf,
} from "../first-aid/offered-dates.server";
import { holdsSeatOn } from "../first-aid/double-bookings.server";
import { isPlainEmail } from "../first-aid/seats.server";
import { type BillingAddress, checkoutSession, event } from "./stripe-events.server";
import { log } from "../platform/log.server";
import { signTestPayload } from "./webhook-signature.server";

// The simulated checkout builds the provider's real event, signs it with the local
// webhook secret and delivers it to our real webhook endpoint, so the purchase path is the same
// code as in production.

export function productFrom(value: string | null): ProductId | null {
  return value && (productIds as readonly string[]).includes(value) ? (value as ProductId) : null;
}

/**
 * The course date a first-aid purchase books: the one the page offered (carried in the link as
 * `client_reference_id`, as with the provider's payment links) while it is an open future date of
 * that language with a seat; otherwise the one offered now (the dates table). Null for
 * other products, and for a first-aid product when no date has a seat.
 */
export async function checkoutCourseDate(
  db: Database,
  productId: ProductId,
  requested: string | null,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<IsoDate | null> {
  const language = products[productId].firstAidLanguage;
  if (!language) return null;
  return bookableCourseDate(db, language, requested, today);
}

/**
 * Why the checkout refuses the date a link asks for, in `locale`: a text that names no day, or a
 * day that is no course date of the product's language (a rule Saturday moved off a holiday, a
 * day of the other language). Null when the link asks for none, or for a course date (a past,
 * closed or cancelled one is replaced by the date offered now, as the summary shows).
 */
export async function checkoutDateRefusal(
  db: Database,
  productId: ProductId,
  requested: string | null,
  locale: Locale,
): Promise<string | null> {
  const language = products[productId].firstAidLanguage;
  if (!language || !requested) return null;
  const t = textsIn("bookingDateChanges", locale).checkout;
  if (!isCalendarDate(requested)) return t.notADate;
  if (await isCourseDateOf(db, language, requested)) return null;
  return fill(t.notCourseDate, { date: formatDate(requested, locale) });
}

/** What the checkout tells about the chosen date before paying. */
export interface CheckoutDateNotes {
  /** Free seats for this buyer (`seatsLeftOf`, others' waiting-list holds counted); null without a date. */
  seatsLeft: number | null;
  /** No seat left for this buyer: the checkout refuses the payment (it would overbook the date). */
  full: boolean;
  /** The e-mail already holds a seat on it (the customer may still go on). */
  alreadyBooked: boolean;
}

export async function checkoutDateNotes(
  db: Database,
  productId: ProductId,
  courseDate: IsoDate | null,
  email: string | null,
  now = new Date(),
): Promise<CheckoutDateNotes> {
  const none = { seatsLeft: null, full: false, alreadyBooked: false };
  const language = products[productId].firstAidLanguage;
  if (!language || !courseDate) return none;
  // The address comes from the link: only a real one is looked up (no control characters reach SQL).
  if (email && !isPlainEmail(email)) email = null;
  // A seat held for this address is theirs: only the others' holds count.
  const [day] = await firstAidDatesWithSeats(db, {
    language,
    from: courseDate,
    through: courseDate,
    now,
    exceptEmail: email,
  });
  if (!day) return none;
  const seatsLeft = seatsLeftOf(day);
  return {
    seatsLeft,
    full: seatsLeft === 0,
    alreadyBooked: email ? await holdsSeatOn(db, { email, language, date: courseDate }) : false,
  };
}

export interface SimulatedPayment {
  productId: ProductId;
  locale: Locale;
  email: string;
  name?: string;
  courseDate: IsoDate | null;
  /**
   * Per-lesson products: the lesson the link named, carried in `client_reference_id` as the
   * provider's payment link carries it; the webhook checks it (a wrong one is flagged, not refused).
   */
  lessonId?: string | null;
  /** The repetition of a failed practical exam: the exam the link named, carried the same way. */
  examId?: string | null;
  /** Eye-test products: the separate health-data consent was ticked (Art. 9 (2) a GDPR). */
  healthDataConsent?: boolean;
  /** First-aid products: the buyer asked for the start within the withdrawal period (§ 356 (4) BGB). */
  earlyStart?: boolean;
  /** The optional name and address for the invoice. */
  billing?: { name: string | null; address: BillingAddress | null; vatId: string | null };
}

/**
 * Pays: delivers a signed `checkout.session.completed` to the webhook at `publicUrl` and returns
 * the checkout session id, or null when the webhook did not accept it.
 */
export async function paySimulated(
  payment: SimulatedPayment,
  { publicUrl, webhookSecret }: { publicUrl: string; webhookSecret: string },
): Promise<string | null> {
  const session = {
    ...checkoutSession({
      product: payment.productId,
      locale: payment.locale,
      email: payment.email,
      name: payment.name,
      clientReferenceId: payment.courseDate ?? payment.lessonId ?? payment.examId ?? null,
      healthDataConsent: payment.healthDataConsent,
      earlyStart: payment.earlyStart,
      billing: payment.billing,
    }),
    // As the provider reports a payment link's required terms checkbox.
    consent: { terms_of_service: "accepted" },
  };
  const body = JSON.stringify(event("checkout.session.completed", session));
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signTestPayload(body, webhookSecret) },
    body,
  };
  const url = `${publicUrl}/api/webhooks/stripe`;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, init);
      return response.ok ? session.id : null;
    } catch (error) {
      // fetch reuses a kept-alive connection; when the server closes it at the moment the request
      // goes out, the request fails unsent or unanswered. The event is delivered once more, as the
      // provider redelivers: its id makes a second delivery of a recorded event a no-op.
      if (attempt >= DELIVERY_ATTEMPTS) {
        log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          "Simulated payment not delivered",
        );
        return null;
      }
    }
  }
}

/** Deliveries of one simulated payment before the checkout says it failed. */
const DELIVERY_ATTEMPTS = 2;
