import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { type Product, productByPaymentLinkId } from "~/content/catalog";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database, Tx } from "../platform/db.server";
import {
  paymentReversals,
  type PurchaseAttention,
  type PurchaseStatus,
  purchases,
  webhookEvents,
} from "../platform/schema.server";
import { recordAccountingCorrection } from "../invoices/accounting-corrections.server";
import { type ProviderRefundReport, reconcileProviderRefund } from "./provider-refunds.server";
import { earlyStartRequested } from "./early-start.server";
import { healthDataConsent } from "./health-consent.server";
import type { WebhookContext } from "../mail/link-context.server";
import { applyPurchaseStatus, recordPurchase } from "./purchase-recording.server";
import { type CheckoutFields, checkEvent, describedDateReference } from "./webhook-payload.server";
import { log, withoutAddresses } from "../platform/log.server";

export type { WebhookContext };

export type WebhookOutcome =
  | "processed"
  | "duplicate"
  | "ignored"
  | "unknown_product"
  | "unknown_purchase"
  | "missing_email"
  | "unprocessable";

/** Outcomes the staff must look at: recorded and reported, never silently dropped. */
const needsStaff: WebhookOutcome[] = ["unknown_product", "missing_email", "unprocessable"];

/**
 * Applies one verified event in ONE transaction: the event id is stored first (a repeat does
 * nothing), then customer, purchase, access and mail are written together. A database failure,
 * or a refund that cannot be recorded yet, throws: the route answers 500 and the provider retries. Nothing the event carries may do
 * that: a value that cannot be used is left out or replaced and the purchase flagged for the
 * staff; an event that names no product is stored as unprocessable (decision 004).
 */
export async function handleStripeEvent(
  db: Database,
  event: unknown,
  context: WebhookContext,
): Promise<WebhookOutcome> {
  const checked = checkEvent(event);
  const { key, type } = checked;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: key, type, outcome: "processing" })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return "duplicate";

    const { outcome, detail } = checked.ok
      ? await dispatch(tx, checked.event, checked.checkout, context)
      : { outcome: "unprocessable" as const, detail: checked.detail };
    await tx.update(webhookEvents).set({ outcome, detail }).where(eq(webhookEvents.id, key));
    // A purchase recorded with values left out or replaced is logged as well as shown to staff.
    if (needsStaff.includes(outcome) || (outcome === "processed" && detail)) {
      log.warn(
        { event: key, type, outcome, detail: detail ? withoutAddresses(detail) : undefined },
        "payment event needs a person",
      );
    }
    return outcome;
  });
}

async function dispatch(
  tx: Tx,
  event: Stripe.Event,
  checkout: CheckoutFields | undefined,
  context: WebhookContext,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  if (checkout) {
    const proposed: PurchaseStatus =
      event.type === "checkout.session.async_payment_failed"
        ? "failed"
        : event.type === "checkout.session.completed" && checkout.paymentStatus === "unpaid"
          ? "pending"
          : "paid";
    return checkoutSession(tx, checkout, proposed, context);
  }
  switch (event.type) {
    case "charge.refunded": {
      // Sent for every refund of a charge, partial ones too, with the refunded total so far.
      const charge = event.data.object;
      const full = charge.refunded || charge.amount_refunded >= charge.amount;
      return providerRefund(
        tx,
        paymentIntentId(charge.payment_intent),
        { refundedTotalCents: charge.amount_refunded, full },
        context,
      );
    }
    case "charge.dispute.created":
      return reverse(tx, paymentIntentId(event.data.object.payment_intent), "disputed");
    case "charge.dispute.closed": {
      // Stripe's dispute statuses: only "lost" takes the money back; "won" and "warning_closed"
      // leave the payment with the school.
      const dispute = event.data.object;
      if (dispute.status !== "lost") return { outcome: "ignored", detail: `dispute ${dispute.status}` };
      const closedAt = Number.isInteger(event.created) ? new Date(event.created * 1000) : new Date();
      return lostDispute(tx, paymentIntentId(dispute.payment_intent), closedAt);
    }
    default:
      return { outcome: "ignored" };
  }
}

function paymentIntentId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

async function checkoutSession(
  tx: Tx,
  session: CheckoutFields,
  proposed: PurchaseStatus,
  context: WebhookContext,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  const linkId = session.paymentLinkId ?? undefined;
  const product = linkId ? productByPaymentLinkId(linkId) : undefined;
  if (!product) return { outcome: "unknown_product", detail: `payment link ${linkId ?? "none"}` };

  const locale: Locale = isLocale(session.locale) ? session.locale : localeOfLink(product, linkId);
  const intent = session.paymentIntentId;

  // A refund or dispute that arrived first decides the state (events come in any order).
  if (intent) {
    const [reversal] = await tx
      .select()
      .from(paymentReversals)
      .where(eq(paymentReversals.paymentIntentId, intent));
    if (reversal) proposed = reversal.status;
  }

  const leftOut = new Set(session.leftOut.map((entry) => entry.field));
  const attention: PurchaseAttention[] = [];
  if (!session.email) attention.push("noEmail");
  if (leftOut.delete("customer_details.name")) attention.push("nameLeftOut");
  leftOut.delete("customer_details.email");
  if (leftOut.size > 0) attention.push("valuesLeftOut");

  const recorded = await recordPurchase(
    tx,
    {
      product,
      checkoutSessionId: session.sessionId,
      paymentIntentId: intent,
      email: session.email,
      name: session.name,
      locale,
      proposed,
      amountCents: session.amountCents,
      currency: session.currency,
      purchasedAt: session.created,
      courseDateReference: session.clientReferenceId,
      lessonReference: session.clientReferenceId,
      examReference: session.clientReferenceId,
      healthDataConsent: healthDataConsent(product, {
        id: session.sessionId,
        custom_fields: session.customFields,
      }),
      earlyStartRequested: earlyStartRequested({ custom_fields: session.customFields }),
      attention,
      billing: { name: session.billingName, address: session.billingAddress, vatId: session.billingVatId },
    },
    context,
  );
  const notes = [
    ...session.leftOut.map((entry) => `${entry.field} left out (${entry.value})`),
    ...(recorded.dateReplaced
      ? [
          `course date ${describedDateReference(session.clientReferenceId)} replaced by ${recorded.dateReplaced}`,
        ]
      : []),
    ...(recorded.lessonUnmatched
      ? [`lesson ${describedDateReference(session.clientReferenceId)} not payable by this purchase`]
      : []),
  ];
  return { outcome: "processed", ...(notes.length ? { detail: notes.join("; ").slice(0, 1000) } : {}) };
}

function localeOfLink(product: Product, linkId: string | undefined): Locale {
  return product.paymentLinks.es.id === linkId ? "es" : "en";
}

/**
 * The provider's refunded total of a payment, reconciled with what is recorded under each
 * purchase's row lock (provider-refunds.server.ts). An event that cannot be recorded throws, so the
 * provider delivers it again and the failure is logged.
 */
async function providerRefund(
  tx: Tx,
  intent: string | null,
  report: ProviderRefundReport,
  context: WebhookContext,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  if (!intent) return { outcome: "ignored", detail: "no payment intent" };
  // A full refund before its checkout event is kept, so the purchase is recorded refunded later.
  if (report.full) return reverse(tx, intent, "refunded", { report, context });
  const found = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.paymentIntentId, intent));
  if (found.length === 0)
    return { outcome: "unknown_purchase", detail: `payment intent ${intent} (partial refund)` };
  for (const purchase of found) await reconcileProviderRefund(tx, purchase.id, report, context);
  return { outcome: "processed" };
}

/**
 * A dispute the school lost: the payment is gone, so it is booked as a correction in the month the
 * dispute closed (§ 17 (2) Nr. 1 UStG), once, and the purchase stays disputed.
 */
async function lostDispute(
  tx: Tx,
  intent: string | null,
  closedAt: Date,
): Promise<{ outcome: WebhookOutcome; detail?: string }> {
  const reversed = await reverse(tx, intent, "disputed");
  if (reversed.outcome !== "processed" || !intent) return reversed;
  const found = await tx.select().from(purchases).where(eq(purchases.paymentIntentId, intent));
  for (const purchase of found) await recordAccountingCorrection(tx, purchase, "lost-dispute", closedAt);
  return { outcome: "processed" };
}

async function reverse(
  tx: Tx,
  intent: string | null,
  status: "refunded" | "disputed",
  refund?: { report: ProviderRefundReport; context: WebhookContext },
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
    if (refund) await reconcileProviderRefund(tx, purchase.id, refund.report, refund.context);
    else await applyPurchaseStatus(tx, purchase.id, status);
  }
  return { outcome: "processed" };
}
