import { eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import type { WebhookContext } from "../mail/link-context.server";
import { applyPurchaseStatus } from "./purchase-recording.server";
import type { Tx } from "../platform/db.server";
import { purchases } from "../platform/schema.server";
import { refundPurchase } from "./refunds.server";
import { refundableCents } from "../invoices/invoice-issue.server";

// The provider's `charge.refunded` reports the charge's refunded total so far, never the one refund
// that caused it. The school's record of a purchase's refunds is its credit notes (staff entries
// and earlier events alike); every staff refund of a card payment is made at the provider too, so
// the provider's total later includes it. The rule: under the purchase's row lock, read what is
// recorded, and credit only what the reported total exceeds it by. Events delivered at once (two
// instances), out of order, or after the staff's own entry then add up to exactly the provider's
// latest total: a stale total (smaller than what is recorded) credits nothing.

/** A refund event that cannot be recorded: the webhook answers 5xx so the provider sends it again. */
export class UnappliedRefundError extends Error {
  override name = "UnappliedRefundError";
}

export interface ProviderRefundReport {
  /** The charge's refunded total so far, in cents. */
  refundedTotalCents: number;
  /** The provider says the charge is refunded whole. */
  full: boolean;
}

export type ProviderRefundResult =
  | { outcome: "credited"; amountCents: number; full: boolean }
  /** The reported total is already recorded (a repeat, a stale event, or the staff's entry). */
  | { outcome: "recorded-before" }
  /** Not paid: pending moves to refunded on a full refund; refunded, disputed, failed stay. */
  | { outcome: "not-paid" };

export async function reconcileProviderRefund(
  tx: Tx,
  purchaseId: string,
  report: ProviderRefundReport,
  context: WebhookContext,
): Promise<ProviderRefundResult> {
  // Locked before anything is read: a concurrent event or staff refund has committed or waits.
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
  if (!purchase) throw new UnappliedRefundError(`purchase ${purchaseId} vanished under a refund event`);
  if (purchase.status !== "paid") {
    // A pending payment refunded whole never becomes paid; there is no invoice to correct.
    if (report.full) await applyPurchaseStatus(tx, purchase.id, "refunded");
    return { outcome: "not-paid" };
  }
  const paidCents = purchase.amountCents ?? products[purchase.productId as ProductId]?.priceCents ?? 0;
  const remainingCents = await refundableCents(tx, purchase);
  const recordedCents = paidCents - remainingCents;
  const full = report.full || report.refundedTotalCents >= paidCents;
  const creditCents = full ? remainingCents : report.refundedTotalCents - recordedCents;
  if (creditCents <= 0) return { outcome: "recorded-before" };
  const refund = await refundPurchase(tx, purchase.id, {
    amountCents: creditCents,
    notify: true,
    context,
    paidBackBy: "card",
  });
  // Only a purchase from before invoices gets here (it can only be refunded whole): staff issue
  // its invoice (the missing-invoices page), and the provider's next delivery is recorded.
  if (refund.outcome !== "refunded")
    throw new UnappliedRefundError(
      `refund event of ${report.refundedTotalCents} cents not applied to purchase ${purchase.id}: ${refund.outcome}`,
    );
  return { outcome: "credited", amountCents: refund.amountCents, full: refund.full };
}
