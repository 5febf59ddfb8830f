import { and, asc, eq, gte, isNull } from "drizzle-orm";
import type { ProductId } from "~/content/catalog";
import { type LessonKindId, lessonPackUnits, lessonPaymentProduct } from "~/content/lessons";
import type { Database, Tx } from "../platform/db.server";
import { lessonBalanceEntries, lessons, type PurchaseAttention, purchases, users } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";

// What a purchase of a lesson product does to the lessons (decision 069, "Paying for lessons"),
// called from the one purchase path (payments/purchase-recording.server.ts) in its transaction:
// - a paid lesson pack adds its units to the buyer's balance, once per purchase (the ledger's
//   unique (purchase, reason) makes a replayed or concurrent delivery add nothing);
// - a per-lesson payment marks the lesson its link named paid, when that lesson is the buyer's,
//   of the product's kind, paid by link and still unpaid; any other payment is kept as a purchase
//   and flagged for the office (`lessonNotMatched`), never lost;
// - a pack refunded whole or disputed takes back only the units still left (never below zero:
//   units already booked or driven stay used), once, and flags the purchase when some were used.

type PurchaseRow = typeof purchases.$inferSelect;
type Reader = Pick<Database | Tx, "select">;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lesson kinds a per-lesson product pays; empty for every other product. */
function kindsPaidBy(productId: string): LessonKindId[] {
  return (Object.entries(lessonPaymentProduct) as [LessonKindId, ProductId | null][])
    .filter(([, product]) => product === productId)
    .map(([kind]) => kind);
}

export function isLessonPack(productId: string): boolean {
  return lessonPackUnits[productId as ProductId] !== undefined;
}

export function isPerLessonProduct(productId: string): boolean {
  return kindsPaidBy(productId).length > 0;
}

export interface LessonPurchaseStep {
  /** The lesson id the payment link carried (`client_reference_id`, any text); null without one. */
  lessonReference: string | null;
  /** The purchase became paid in this transaction (a repeat of a paid one changes nothing). */
  newlyPaid: boolean;
  /** A bank transfer the office recorded as awaited: its lesson is reserved for it, paid later. */
  newlyAwaited: boolean;
}

/**
 * After a purchase was recorded (or recorded again): the pack's units, or the lesson it pays.
 * Returns false when a per-lesson payment names no lesson it can pay (the purchase is flagged).
 */
export async function applyLessonPurchase(
  tx: Tx,
  purchase: PurchaseRow,
  step: LessonPurchaseStep,
): Promise<{ lessonMatched: boolean }> {
  if (isLessonPack(purchase.productId)) {
    await addPackUnits(tx, purchase);
    return { lessonMatched: true };
  }
  if (!isPerLessonProduct(purchase.productId) || !(step.newlyPaid || step.newlyAwaited))
    return { lessonMatched: true };
  const lessonId = await lessonPaidBy(tx, purchase, step.lessonReference);
  if (!lessonId) {
    await addAttention(tx, purchase.id, "lessonNotMatched");
    return { lessonMatched: false };
  }
  await tx
    .update(lessons)
    .set({
      purchaseId: purchase.id,
      // An awaited transfer reserves the lesson for its purchase; the money marks it paid.
      paidAt: step.newlyPaid ? (purchase.paidAt ?? new Date()) : null,
      updatedAt: new Date(),
    })
    .where(eq(lessons.id, lessonId));
  return { lessonMatched: true };
}

/** An awaited bank transfer marked paid: the pack's units, or its reserved lesson paid. */
export async function lessonTransferPaid(tx: Tx, purchaseId: string, paidAt: Date): Promise<void> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) return;
  if (isLessonPack(purchase.productId)) return addPackUnits(tx, purchase);
  if (!isPerLessonProduct(purchase.productId)) return;
  await tx
    .update(lessons)
    .set({ paidAt, updatedAt: new Date() })
    .where(and(eq(lessons.purchaseId, purchaseId), isNull(lessons.paidAt)));
}

/**
 * A purchase no longer paid (refunded whole, disputed): a pack's unused units go back, once; a
 * lesson it paid is unpaid again (the office and the reminders see it as such).
 */
export async function lessonPurchaseReversed(tx: Tx, purchase: PurchaseRow): Promise<void> {
  if (purchase.status === "paid" || purchase.status === "awaiting") return;
  if (isPerLessonProduct(purchase.productId)) {
    await tx
      .update(lessons)
      .set({ paidAt: null, updatedAt: new Date() })
      .where(eq(lessons.purchaseId, purchase.id));
    return;
  }
  if (!isLessonPack(purchase.productId) || !purchase.userId) return;
  const [added] = await tx
    .select({ units: lessonBalanceEntries.units })
    .from(lessonBalanceEntries)
    .where(
      and(eq(lessonBalanceEntries.purchaseId, purchase.id), eq(lessonBalanceEntries.reason, "purchase")),
    );
  if (!added) return;
  // The customer's row lock, as a booking from the balance takes it: no lesson is booked from
  // these units between reading what is left and taking it back.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, purchase.userId)).for("no key update");
  const [done] = await tx
    .select({ units: lessonBalanceEntries.units })
    .from(lessonBalanceEntries)
    .where(
      and(eq(lessonBalanceEntries.purchaseId, purchase.id), eq(lessonBalanceEntries.reason, "correction")),
    );
  if (done) return;
  const { left } = await lessonBalance(tx, purchase.userId);
  const takenBack = Math.min(added.units, Math.max(0, left));
  // Recorded even when nothing is left to take: the refund was seen, and is never applied twice.
  await tx.insert(lessonBalanceEntries).values({
    customerId: purchase.userId,
    units: -takenBack,
    reason: "correction",
    purchaseId: purchase.id,
  });
  if (takenBack < added.units) await addAttention(tx, purchase.id, "lessonUnitsUsed");
}

async function addPackUnits(tx: Tx, purchase: PurchaseRow): Promise<void> {
  const units = lessonPackUnits[purchase.productId as ProductId];
  if (!units || !purchase.userId || purchase.status !== "paid") return;
  await tx
    .insert(lessonBalanceEntries)
    .values({ customerId: purchase.userId, units, reason: "purchase", purchaseId: purchase.id })
    .onConflictDoNothing();
}

/**
 * The lesson a per-lesson payment pays: the one its link named, when it is the buyer's, of a kind
 * this product pays, paid by link and not paid (nor reserved for another awaited transfer). Not
 * cancelled, unless cancelled late and not waived: then its fee is due and this pays it. Locked,
 * so two payments for one lesson at once pay it once; the second is flagged.
 */
async function lessonPaidBy(tx: Tx, purchase: PurchaseRow, reference: string | null): Promise<string | null> {
  if (!reference || !uuidShape.test(reference) || !purchase.userId) return null;
  const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, reference)).for("update");
  if (!lesson || !fitsPayment(lesson, purchase.userId, purchase.productId)) return null;
  return (await reservedForAnother(tx, lesson.purchaseId, purchase.id)) ? null : lesson.id;
}

/** Whether a payment of `productId` by the customer `customerId` can pay this lesson (see `lessonPaidBy`). */
function fitsPayment(lesson: typeof lessons.$inferSelect, customerId: string, productId: string): boolean {
  const feeDue = lesson.state !== "cancelled" || (lesson.lateCancellation && !lesson.waivedReason);
  return (
    lesson.customerId === customerId &&
    kindsPaidBy(productId).includes(lesson.kind) &&
    lesson.payment === "link" &&
    lesson.paidAt === null &&
    feeDue
  );
}

/** The office's manual purchase names a lesson: whether the customer of `email` can pay it with this product now. */
export async function lessonPayableBy(
  db: Reader,
  lessonId: string,
  email: string,
  productId: string,
): Promise<boolean> {
  if (!uuidShape.test(lessonId)) return false;
  const [row] = await db
    .select({ lesson: lessons, email: users.email })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(eq(lessons.id, lessonId));
  if (!row || row.email !== email.trim().toLowerCase()) return false;
  return (
    fitsPayment(row.lesson, row.lesson.customerId, productId) &&
    !(await reservedForAnother(db, row.lesson.purchaseId, ""))
  );
}

/** A lesson held for another purchase's awaited bank transfer (a refunded payment holds it no more). */
async function reservedForAnother(tx: Reader, holder: string | null, purchaseId: string): Promise<boolean> {
  if (!holder || holder === purchaseId) return false;
  const [other] = await tx
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, holder));
  return other?.status === "awaiting";
}

async function addAttention(tx: Tx, purchaseId: string, code: PurchaseAttention): Promise<void> {
  const [row] = await tx
    .select({ attention: purchases.attention })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!row || row.attention.includes(code)) return;
  await tx
    .update(purchases)
    .set({ attention: [...row.attention, code], updatedAt: new Date() })
    .where(eq(purchases.id, purchaseId));
}

/**
 * The lessons a manual purchase can pay: paid by link, not paid, not cancelled (or cancelled late
 * with the fee due), from 30 days back on, soonest first, with the customer's e-mail for the label.
 */
export async function lessonsAwaitingPayment(db: Reader, now = new Date()) {
  const rows = await db
    .select({ lesson: lessons, email: users.email })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(
      and(
        eq(lessons.payment, "link"),
        isNull(lessons.paidAt),
        gte(lessons.startsAt, new Date(now.getTime() - 30 * 86_400_000)),
      ),
    )
    .orderBy(asc(lessons.startsAt))
    .limit(300);
  return rows
    .filter((row) => {
      const product = lessonPaymentProduct[row.lesson.kind];
      return product !== null && fitsPayment(row.lesson, row.lesson.customerId, product);
    })
    .map((row) => ({
      id: row.lesson.id,
      email: row.email,
      startsAt: row.lesson.startsAt,
      productId: lessonPaymentProduct[row.lesson.kind] as ProductId,
    }));
}
