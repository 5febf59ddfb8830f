import { eq, sql } from "drizzle-orm";
import { type ProductId } from "~/content/catalog";
import { manualPurchaseMethod } from "../platform/payment-method.server";
import type { Tx } from "../payments/purchase-recording.server";
import { type AccountingCorrectionKind, accountingCorrections, type purchases } from "../platform/schema.server";
import { currentInvoice } from "./invoice-issue.server";
import { creditLinesFor, invoiceLinesFor, totalsOf } from "./invoice-lines.server";
import { refundableCents } from "./refunds.server";

// Money that went back with no credit note of ours still reduces the consideration, and the tax is
// corrected in the period it happened (§ 17 (1), (2) Nr. 1 UStG): a refund of a purchase that has no
// invoice, and a dispute the school lost. Each is recorded once, with the lines a credit note over
// the same gross would have (each rate's share, the same rounding), and the accountant's month lists
// it as a negative correction row.

type Purchase = typeof purchases.$inferSelect;

/**
 * Records that `grossCents` of a purchase went back at `occurredAt`; nothing when it was recorded
 * before (one per purchase and kind) or when nothing remains. Returns whether it was recorded.
 */
export async function recordAccountingCorrection(
  tx: Tx,
  purchase: Purchase,
  kind: AccountingCorrectionKind,
  occurredAt: Date,
): Promise<boolean> {
  const current = await currentInvoice(tx, purchase.id);
  // Without an invoice, what went back before (a refund, then a lost dispute) is in the earlier
  // corrections: never booked twice.
  const [earlier] = current
    ? [{ cents: 0 }]
    : await tx
        .select({ cents: sql<number>`coalesce(sum(${accountingCorrections.grossCents}), 0)::int` })
        .from(accountingCorrections)
        .where(eq(accountingCorrections.purchaseId, purchase.id));
  const grossCents = (await refundableCents(tx, purchase)) + (earlier?.cents ?? 0);
  if (grossCents <= 0) return false;
  // With an invoice, what remains of each of its lines after its credit notes; without one, the
  // product's lines at the price paid, as its invoice would have stated them.
  const lines = current
    ? creditLinesFor(current.invoice, current.creditNotes, grossCents)
    : invoiceLinesFor(purchase.productId as ProductId, grossCents).map((line) => ({
        ...line,
        grossCents: 0 - line.grossCents,
      }));
  const method = manualPurchaseMethod(purchase.checkoutSessionId) ?? "card";
  const inserted = await tx
    .insert(accountingCorrections)
    .values({
      purchaseId: purchase.id,
      kind,
      occurredAt,
      productId: purchase.productId,
      lines,
      grossCents: totalsOf(lines).grossCents,
      paymentMethod: method,
      paymentReference: purchase.paymentReference,
      providerPaymentId: method === "card" ? purchase.paymentIntentId : null,
    })
    .onConflictDoNothing()
    .returning({ id: accountingCorrections.id });
  return inserted.length > 0;
}
