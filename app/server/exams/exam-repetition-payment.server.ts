import { and, desc, eq, isNull } from "drizzle-orm";
import type { Tx } from "../platform/db.server";
import { repetitionProduct } from "./exam-prices.server";
import { exams, purchases } from "../platform/schema.server";

// The repetition of a failed practical exam is paid through its buy link, which names the exam
// (`client_reference_id`, as a lesson's own link names its lesson). When the payment arrives (the
// webhook, an office purchase, an awaited transfer marked paid) it is recorded on that exam: the
// office sees "repetition paid" on the customer page and My account no longer offers it. Called
// in the purchase's transaction; the update names only an exam not yet paid, so a repeated or
// concurrent delivery records the first purchase once and changes nothing after.

type PurchaseRow = typeof purchases.$inferSelect;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The failed practical exam a repetition's payment pays: the one its link named when it is the
 * buyer's and still unpaid; without a usable reference (the office's purchase carries none) the
 * buyer's latest failed practical exam whose repetition is unpaid. Null when there is none.
 */
async function examRepeatedBy(tx: Tx, customerId: string, reference: string | null): Promise<string | null> {
  const unpaidFailed = and(
    eq(exams.customerId, customerId),
    eq(exams.kind, "practical"),
    eq(exams.result, "failed"),
    isNull(exams.repetitionPaidAt),
  );
  if (reference && uuidShape.test(reference)) {
    const [named] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.id, reference), unpaidFailed));
    if (named) return named.id;
  }
  const [latest] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(unpaidFailed)
    .orderBy(desc(exams.startsAt))
    .limit(1);
  return latest?.id ?? null;
}

/** A paid repetition purchase: recorded on the exam it repeats, once. */
export async function applyRepetitionPurchase(
  tx: Tx,
  purchase: PurchaseRow,
  { examReference, newlyPaid }: { examReference: string | null; newlyPaid: boolean },
): Promise<void> {
  if (purchase.productId !== repetitionProduct || !purchase.userId || !newlyPaid) return;
  // This purchase already paid an exam (a replayed delivery): nothing more.
  const [already] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(eq(exams.repetitionPurchaseId, purchase.id));
  if (already) return;
  const examId = await examRepeatedBy(tx, purchase.userId, examReference);
  if (!examId) return;
  await tx
    .update(exams)
    .set({ repetitionPurchaseId: purchase.id, repetitionPaidAt: purchase.paidAt ?? new Date() })
    .where(and(eq(exams.id, examId), isNull(exams.repetitionPaidAt)));
}

/** An awaited bank transfer for a repetition marked paid: recorded like a card payment. */
export async function repetitionTransferPaid(tx: Tx, purchaseId: string): Promise<void> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (purchase?.status === "paid")
    await applyRepetitionPurchase(tx, purchase, { examReference: null, newlyPaid: true });
}

/** A repetition purchase refunded or disputed: the exam's repetition is unpaid again, offered again. */
export async function repetitionPurchaseReversed(tx: Tx, purchase: PurchaseRow): Promise<void> {
  if (purchase.productId !== repetitionProduct || purchase.status === "paid") return;
  await tx
    .update(exams)
    .set({ repetitionPurchaseId: null, repetitionPaidAt: null })
    .where(eq(exams.repetitionPurchaseId, purchase.id));
}
