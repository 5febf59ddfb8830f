import { and, arrayContains, asc, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../platform/db.server";
import { type PurchaseAttention, lessons, purchases } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { fitsPayment, isPerLessonProduct, reservedForAnother } from "./lesson-purchases.server";

// A lesson's own payment that matched no lesson (a wrong or missing reference, the lesson already
// paid or cancelled meanwhile) is kept and flagged `lessonNotMatched` (lesson-purchases.server.ts).
// Here the office attaches it, later, to one of the customer's unpaid lessons of the kind it pays:
// the lesson counts as paid by that purchase and the flag leaves the purchase, so the dashboard no
// longer lists it. Once per payment: a payment attached, or a lesson already paid, is refused.

type Reader = Pick<Database | Tx, "select">;
type LessonRow = typeof lessons.$inferSelect;

const flag: PurchaseAttention = "lessonNotMatched";

/** The customer's paid per-lesson payments still flagged as matching no lesson, oldest first. */
async function unmatchedPurchases(db: Reader, customerId: string) {
  const rows = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, customerId),
        eq(purchases.status, "paid"),
        arrayContains(purchases.attention, [flag]),
      ),
    )
    .orderBy(asc(purchases.purchasedAt));
  return rows.filter((row) => isPerLessonProduct(row.productId));
}

/** The customer's lessons this payment can pay: their kind, paid by link, unpaid, the fee due. */
async function payableLessons(db: Reader, customerId: string, productId: string): Promise<LessonRow[]> {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.customerId, customerId), eq(lessons.payment, "link")))
    .orderBy(asc(lessons.startsAt));
  const fitting: LessonRow[] = [];
  for (const row of rows)
    if (fitsPayment(row, customerId, productId) && !(await reservedForAnother(db, row.purchaseId, "")))
      fitting.push(row);
  return fitting;
}

export interface UnmatchedLessonPayment {
  purchase: typeof purchases.$inferSelect;
  lessons: LessonRow[];
}

/** What the customer's lessons page lists: each unmatched payment with the lessons it may pay. */
export async function unmatchedLessonPayments(
  db: Reader,
  customerId: string,
): Promise<UnmatchedLessonPayment[]> {
  const list = await unmatchedPurchases(db, customerId);
  const attached = list.length
    ? await db
        .select({ purchaseId: lessons.purchaseId })
        .from(lessons)
        .where(
          inArray(
            lessons.purchaseId,
            list.map((row) => row.id),
          ),
        )
    : [];
  const answer: UnmatchedLessonPayment[] = [];
  for (const purchase of list) {
    if (attached.some((row) => row.purchaseId === purchase.id)) continue;
    answer.push({ purchase, lessons: await payableLessons(db, customerId, purchase.productId) });
  }
  return answer;
}

export type AttachRefusal = "paymentNotFound" | "paymentAttached" | "notFound" | "lessonNotPayable";
export type AttachOutcome = { ok: true } | { ok: false; refusal: AttachRefusal; status: 400 | 404 };

/**
 * Attaches the unmatched payment to the lesson, in one transaction: the purchase and the lesson
 * locked, both checked again, the lesson marked paid by it, the flag removed, the change audited
 * by ids and values. A refusal writes nothing.
 */
export async function attachLessonPayment(
  db: Database,
  {
    staffId,
    customerId,
    purchaseId,
    lessonId,
  }: { staffId: string; customerId: string; purchaseId: string; lessonId: string },
): Promise<AttachOutcome> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, customerId)))
      .for("update");
    if (!purchase || !isPerLessonProduct(purchase.productId) || purchase.status !== "paid")
      return { ok: false, refusal: "paymentNotFound", status: 404 };
    const [holding] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.purchaseId, purchase.id));
    if (holding || !purchase.attention.includes(flag))
      return { ok: false, refusal: "paymentAttached", status: 400 };
    const [lesson] = await tx
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.customerId, customerId)))
      .for("update");
    if (!lesson) return { ok: false, refusal: "notFound", status: 404 };
    if (
      !fitsPayment(lesson, customerId, purchase.productId) ||
      (await reservedForAnother(tx, lesson.purchaseId, purchase.id))
    )
      return { ok: false, refusal: "lessonNotPayable", status: 400 };
    const paidAt = purchase.paidAt ?? new Date();
    await tx
      .update(lessons)
      .set({ purchaseId: purchase.id, paidAt, updatedAt: new Date() })
      .where(eq(lessons.id, lesson.id));
    await tx
      .update(purchases)
      .set({ attention: purchase.attention.filter((code) => code !== flag), updatedAt: new Date() })
      .where(eq(purchases.id, purchase.id));
    await recordStaffAction(tx, {
      actor: staffId,
      action: "lesson.attach-payment",
      subjectType: "lesson",
      subjectId: lesson.id,
      customerUserId: customerId,
      before: { purchaseId: lesson.purchaseId, paidAt: null },
      after: { purchaseId: purchase.id, paidAt: paidAt.toISOString() },
    });
    return { ok: true };
  });
}
