import type { Locale } from "~/i18n/locale";
import { localizePath } from "~/i18n/locale";
import { type ProductId, products } from "./catalog";
import { lessonPaymentProduct } from "./lessons";
import type { IsoDate } from "./schedule";

/**
 * The URL parameter that carries a first-aid course date (YYYY-MM-DD) to the purchase. Stripe
 * Payment Links copy `client_reference_id` into the checkout session, where the webhook reads it
 * to book the seat on the date the visitor saw.
 */
export const courseDateParam = "client_reference_id";

export interface BuyUrlOptions {
  /** No payment provider configured, so buy buttons lead to the local checkout. */
  simulated: boolean;
  /** The logged-in customer's e-mail, prefilled on the payment page. */
  email?: string | null;
  /** First-aid products: the course date offered on the page. */
  courseDate?: IsoDate;
  /** A lesson's own payment link (decision 069): the booked lesson's id, for the webhook. */
  lessonId?: string;
  /** The repetition of a failed practical exam: the exam it repeats, for the webhook. */
  examId?: string;
}

/** The product that repeats a failed practical exam (its price is the price list's repetition). */
export const examRepetitionProduct: ProductId = "practical-exam-repetition";

/**
 * Every buy button's URL, built in one place. The provider's hosted payment link
 * of that product and language with `locale`, plus `prefilled_email` for a logged-in customer;
 * in the simulated checkout the local checkout page instead. Both carry the course
 * date of a first-aid booking in the same parameter.
 */
export function buyUrl(
  productId: ProductId,
  locale: Locale,
  { simulated, email, courseDate, lessonId, examId }: BuyUrlOptions,
): string {
  const params = new URLSearchParams();
  if (simulated) {
    params.set("product", productId);
    if (email) params.set("email", email);
  } else {
    params.set("locale", locale);
    if (email) params.set("prefilled_email", email);
  }
  // Only a first-aid purchase books a date; on any other product the webhook would ignore it.
  if (courseDate && products[productId].firstAidLanguage) params.set(courseDateParam, courseDate);
  // The same parameter carries the lesson a per-lesson payment pays.
  if (lessonId && Object.values(lessonPaymentProduct).includes(productId))
    params.set(courseDateParam, lessonId);
  // And the failed exam a repetition repeats.
  if (examId && productId === examRepetitionProduct) params.set(courseDateParam, examId);
  const base = simulated ? localizePath("/checkout", locale) : products[productId].paymentLinks[locale].url;
  return `${base}?${params}`;
}
