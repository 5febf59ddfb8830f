import { eq } from "drizzle-orm";
import type { IsoDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "~/server/platform/db.server";
import { dateRowFor } from "~/server/first-aid/offered-dates.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { firstAidBookings } from "~/server/platform/schema.server";

// A seat belongs to a date row. Tests that need seats taken book them here: the date's
// row (made by the rule's defaults when missing), then `count` bookings with their own sessions.

export async function bookSeats(
  db: Database,
  language: Locale,
  courseDate: IsoDate,
  count: number,
  sessionPrefix = `cs_${language}_${courseDate}`,
): Promise<string> {
  const dateId = await dateRowFor(db, language, courseDate);
  if (count > 0)
    await db
      .insert(firstAidBookings)
      .values(
        Array.from({ length: count }, (_, i) => ({ dateId, checkoutSessionId: `${sessionPrefix}_${i}` })),
      );
  return dateId;
}

/**
 * A first-aid seat bought the real way: a signed-shape `checkout.session.completed` through the
 * webhook handler (customer, purchase, seat). Returns the booking's id.
 */
export async function bookThroughWebhook(
  db: Database,
  {
    product,
    email,
    name,
    date,
  }: {
    product: "first-aid-es" | "first-aid-es-eye-test" | "first-aid-en" | "first-aid-en-eye-test";
    email: string;
    name?: string;
    date: IsoDate;
  },
): Promise<string> {
  const session = checkoutSession({
    product,
    locale: product.startsWith("first-aid-es") ? "es" : "en",
    email,
    name,
    clientReferenceId: date,
    healthDataConsent: product.endsWith("eye-test") ? true : undefined,
  });
  await handleStripeEvent(db, event("checkout.session.completed", session), {
    publicUrl: "http://localhost:3000",
  });
  const [booking] = await db
    .select({ id: firstAidBookings.id })
    .from(firstAidBookings)
    .where(eq(firstAidBookings.checkoutSessionId, session.id));
  if (!booking) throw new Error(`no seat for ${email} on ${date}`);
  return booking.id;
}
