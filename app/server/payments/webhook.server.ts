import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { type Product, productByPaymentLinkId, products } from "~/content/catalog";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database } from "../db.server";
import { dateRowFor, purchaseCourseDate } from "../first-aid.server";
import {
  courseAccess,
  firstAidBookings,
  paymentReversals,
  type PurchaseStatus,
  purchases,
  users,
  webhookEvents,
} from "../schema";
import { courseAccessEnd } from "./course-access";
import { healthDataConsent } from "./health-consent.server";
import { noticeIfOverbooked } from "./overbooking.server";
import { hasPassword, queuePaidPurchaseMails, type WebhookContext } from "./purchase-mail.server";
import { grantsAccess, nextStatus } from "./purchase-state";
import { checkEvent, sessionEmail } from "./webhook-payload.server";

export type { WebhookContext };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type WebhookOutcome =
  | "processed"
  | "duplicate"
  | "ignored"
  | "unknown_product"
  | "unknown_purchase"
  | "missing_email"
  | "unprocessable";

/** Outcomes the staff must look at (DESIGN §4: recorded and reported, never silently dropped). */
const needsStaff: WebhookOutcome[] = ["unknown_product", "missing_email", "unprocessable"];

/**
 * Applies one verified event (issue 3 §4) in ONE transaction: the event id is stored first (a
 * repeat does nothing), then customer, purchase, access and mail are written together.
 * A database failure throws, so the route answers 500 and the provider retries. An event whose
 * fields do not fit is stored as unprocessable, with what is wrong (issue 11 §9).
 */
export async function handleStripeEvent(
  db: Database,
  event: unknown,
  context: WebhookContext,
): Promise<WebhookOutcome> {
  const checked = checkEvent(event);
  const { id, type } = checked.ok ? checked.event : checked;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id, type, outcome: "processing" })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return "duplicate";

    const { outcome, detail } = checked.ok
      ? await dispatch(tx, checked.event, context)
      : { outcome: "unprocessable" as const, detail: checked.detail };
    await tx.update(webhookEvents).set({ outcome, detail }).where(eq(webhookEvents.id, id));
    if (needsStaff.includes(outcome)) {
      console.error(`[webhook] ${type} ${id}: ${outcome}${detail ? ` (${detail})` : ""}`);
    }
    return outcome;
  });
}

async function dispatch(
  tx: Tx,
  event: Stripe.Event,
  context: WebhookContext,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutSession(
        tx,
        event.data.object,
        event.data.object.payment_status === "unpaid" ? "pending" : "paid",
        context,
      );
    case "checkout.session.async_payment_succeeded":
      return checkoutSession(tx, event.data.object, "paid", context);
    case "checkout.session.async_payment_failed":
      return checkoutSession(tx, event.data.object, "failed", context);
    case "charge.refunded": {
      const charge = event.data.object;
      // Only a full refund ends access; a partial one (e.g. a goodwill discount) does not.
      if (!charge.refunded && charge.amount_refunded < charge.amount)
        return { outcome: "ignored", detail: "partial refund" };
      return reverse(tx, paymentIntentId(charge.payment_intent), "refunded");
    }
    case "charge.dispute.created":
      return reverse(tx, paymentIntentId(event.data.object.payment_intent), "disputed");
    default:
      return { outcome: "ignored" };
  }
}

function paymentIntentId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

async function checkoutSession(
  tx: Tx,
  session: Stripe.Checkout.Session,
  proposed: PurchaseStatus,
  context: WebhookContext,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  const linkId = typeof session.payment_link === "string" ? session.payment_link : session.payment_link?.id;
  const product = linkId ? productByPaymentLinkId(linkId) : undefined;
  if (!product) return { outcome: "unknown_product", detail: `payment link ${linkId ?? "none"}` };

  const email = sessionEmail(session);
  if (!email) return { outcome: "missing_email", detail: session.id };
  const locale: Locale = isLocale(session.locale) ? session.locale : localeOfLink(product, linkId);
  const intent = paymentIntentId(session.payment_intent as string | { id: string } | null);

  // A refund or dispute that arrived first decides the state (events come in any order).
  if (intent) {
    const [reversal] = await tx
      .select()
      .from(paymentReversals)
      .where(eq(paymentReversals.paymentIntentId, intent));
    if (reversal) proposed = reversal.status;
  }

  const user = await findOrCreateCustomer(tx, email, session.customer_details?.name ?? null, locale);
  const newCustomer = !(await hasPassword(tx, user.id));
  const purchasedAt = new Date(session.created * 1000);

  const [existing] = await tx.select().from(purchases).where(eq(purchases.checkoutSessionId, session.id));
  const before: PurchaseStatus | null = existing?.status ?? null;
  const status = before ? nextStatus(before, proposed) : proposed;
  if (existing) {
    await tx
      .update(purchases)
      .set({
        status,
        paymentIntentId: existing.paymentIntentId ?? intent,
        updatedAt: new Date(),
        paidAt: status === "paid" && !existing.paidAt ? new Date() : existing.paidAt,
      })
      .where(eq(purchases.id, existing.id));
  } else {
    await tx.insert(purchases).values({
      userId: user.id,
      productId: product.id,
      checkoutSessionId: session.id,
      paymentIntentId: intent,
      status,
      amountCents: session.amount_total,
      currency: session.currency,
      locale,
      newCustomer,
      courseDate: product.firstAidLanguage
        ? await purchaseCourseDate(
            tx,
            product.firstAidLanguage,
            session.client_reference_id,
            purchasedAt.toISOString().slice(0, 10),
          )
        : null,
      healthDataConsentAt: healthDataConsent(product, session) ? purchasedAt : null,
      purchasedAt,
      paidAt: status === "paid" ? new Date() : null,
    });
  }

  const purchaseUserId = existing?.userId ?? user.id;
  await applyAccess(tx, purchaseUserId, product);
  if (product.firstAidLanguage) await applySeat(tx, session.id);

  // The mail goes out once, when the purchase first becomes paid.
  if (status === "paid" && before !== "paid") {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.checkoutSessionId, session.id));
    await queuePaidPurchaseMails(tx, {
      userId: purchaseUserId,
      email,
      name: session.customer_details?.name,
      locale,
      product,
      newCustomer,
      context,
      amountCents: purchase?.amountCents ?? product.priceCents,
      purchasedAt: purchase?.purchasedAt ?? purchasedAt,
      courseDate: purchase?.courseDate ?? null,
      healthDataConsent: Boolean(purchase?.healthDataConsentAt),
      reference: session.id,
    });
  }
  return { outcome: "processed" };
}

function localeOfLink(product: Product, linkId: string | undefined): Locale {
  return product.paymentLinks.es.id === linkId ? "es" : "en";
}

async function findOrCreateCustomer(tx: Tx, email: string, name: string | null, locale: Locale) {
  await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      name: (name ?? "").trim().slice(0, 120) || email.split("@")[0] || email,
      locale,
    })
    .onConflictDoNothing({ target: users.email });
  const [user] = await tx.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("customer row missing after insert");
  return user;
}

/** Course access is recomputed from all paid course purchases of the customer. */
async function applyAccess(tx: Tx, userId: string, product: Product): Promise<void> {
  if (!product.accessMonths) return;
  // Two purchases of one customer delivered at once would each miss the other's uncommitted row
  // and the later write would drop one extension: take the customer's row lock first, so the
  // second waits and then reads the first's purchase. ("no key update" does not clash with the
  // key-share lock each purchase insert holds through its foreign key, so no deadlock.)
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const courseIds = Object.values(products)
    .filter((p) => p.accessMonths)
    .map((p) => p.id);
  const rows = await tx
    .select({ status: purchases.status, purchasedAt: purchases.purchasedAt })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.productId, courseIds)));
  const paid = rows.filter((row) => grantsAccess(row.status)).map((row) => row.purchasedAt);
  const end = courseAccessEnd(paid, product.accessMonths);
  if (end) {
    await tx
      .insert(courseAccess)
      .values({ userId, endsAt: end })
      .onConflictDoUpdate({ target: courseAccess.userId, set: { endsAt: end, updatedAt: new Date() } });
  } else {
    await tx.delete(courseAccess).where(eq(courseAccess.userId, userId));
  }
}

/**
 * A paid first-aid purchase holds one seat of its date; any other state holds none. A seat that
 * exists stays where it is (staff may have moved it to another date, issue 14 §3).
 */
async function applySeat(tx: Tx, checkoutSessionId: string): Promise<void> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, checkoutSessionId));
  if (!purchase?.courseDate) return;
  const product = products[purchase.productId as keyof typeof products];
  if (grantsAccess(purchase.status) && product?.firstAidLanguage) {
    const dateId = await dateRowFor(tx, product.firstAidLanguage, purchase.courseDate);
    const booked = await tx
      .insert(firstAidBookings)
      .values({ dateId, checkoutSessionId })
      .onConflictDoNothing()
      .returning({ id: firstAidBookings.id });
    if (booked.length > 0) await noticeIfOverbooked(tx, dateId);
  } else {
    await tx.delete(firstAidBookings).where(eq(firstAidBookings.checkoutSessionId, checkoutSessionId));
  }
}

async function reverse(
  tx: Tx,
  intent: string | null,
  status: "refunded" | "disputed",
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  if (!intent) return { outcome: "ignored", detail: "no payment intent" };
  await tx
    .insert(paymentReversals)
    .values({ paymentIntentId: intent, status })
    .onConflictDoUpdate({
      target: paymentReversals.paymentIntentId,
      set: { status: status === "disputed" ? "disputed" : sql`${paymentReversals.status}` },
    });
  const found = await tx.select().from(purchases).where(eq(purchases.paymentIntentId, intent));
  if (found.length === 0)
    return { outcome: "unknown_purchase", detail: `payment intent ${intent} (kept for later)` };
  for (const purchase of found) {
    await tx
      .update(purchases)
      .set({
        status: nextStatus(purchase.status, status),
        flagged: purchase.flagged || status === "disputed",
        updatedAt: new Date(),
      })
      .where(eq(purchases.id, purchase.id));
    const product = products[purchase.productId as keyof typeof products];
    if (product) {
      await applyAccess(tx, purchase.userId, product);
      if (product.firstAidLanguage) await applySeat(tx, purchase.checkoutSessionId);
    }
  }
  return { outcome: "processed" };
}
