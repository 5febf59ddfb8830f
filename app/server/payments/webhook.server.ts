import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { type Product, productByPaymentLinkId } from "~/content/catalog";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database } from "../db.server";
import { paymentReversals, type PurchaseStatus, purchases, webhookEvents } from "../schema";
import { healthDataConsent } from "./health-consent.server";
import type { WebhookContext } from "./purchase-mail.server";
import { applyPurchaseStatus, recordPurchase, type Tx } from "./purchase-recording.server";
import { checkEvent, sessionEmail } from "./webhook-payload.server";

export type { WebhookContext };

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

  await recordPurchase(
    tx,
    {
      product,
      checkoutSessionId: session.id,
      paymentIntentId: intent,
      email,
      name: session.customer_details?.name ?? null,
      locale,
      proposed,
      amountCents: session.amount_total,
      currency: session.currency,
      purchasedAt: new Date(session.created * 1000),
      courseDateReference: session.client_reference_id,
      healthDataConsent: healthDataConsent(product, session),
    },
    context,
  );
  return { outcome: "processed" };
}

function localeOfLink(product: Product, linkId: string | undefined): Locale {
  return product.paymentLinks.es.id === linkId ? "es" : "en";
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
  for (const purchase of found) await applyPurchaseStatus(tx, purchase.id, status);
  return { outcome: "processed" };
}
