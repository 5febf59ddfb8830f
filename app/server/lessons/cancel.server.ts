import { and, eq, sql } from "drizzle-orm";
import { lessonRules } from "~/content/lessons";
import type { Database, Tx } from "../platform/db.server";
import { isUuid } from "../first-aid/offered-dates.server";
import { instructors, lessonBalanceEntries, lessons, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { mailAbout } from "./booking.server";
import { freeSlots } from "./free-slots.server";
import type { MailSettings } from "./lesson-mails.server";
import { slotFacts } from "./slot-facts.server";

// Cancelling a driving lesson. By the customer: free until `freeCancellationHours` (24 real hours)
// before its start, a balance lesson's units given back; later it is a late cancellation, the
// charge stays (a lesson paid by link stays payable). By the school: always free, and the mail
// offers the next free times. The office may waive a late cancellation's charge, with a reason
// (audited). Each change raises the calendar sequence and mails the customer.

export type CancelRefusal = "notFound" | "notBooked" | "started" | "notLate";

const hour = 3_600_000;

/** Whether a customer's cancellation at `now` is late (less than the free-cancellation hours before). */
export function isLateCancellation(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < lessonRules.freeCancellationHours * hour;
}

/** The last moment a customer cancels free. */
export function freeCancellationUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - lessonRules.freeCancellationHours * hour);
}

/** Locks the customer's row and then the lesson's (the booking's order, customer last of its three). */
async function lockedLesson(tx: Tx, lessonId: string, customerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for("update");
  const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for("update");
  return lesson;
}

/** Gives a balance lesson's charge back (one entry per lesson and reason). */
async function giveBack(
  tx: Tx,
  lesson: typeof lessons.$inferSelect,
  reason: "refund" | "waiver",
  by: string | null,
) {
  if (lesson.payment !== "balance") return;
  const [charge] = await tx
    .select({ units: lessonBalanceEntries.units })
    .from(lessonBalanceEntries)
    .where(and(eq(lessonBalanceEntries.lessonId, lesson.id), eq(lessonBalanceEntries.reason, "charge")));
  if (!charge) return;
  await tx.insert(lessonBalanceEntries).values({
    customerId: lesson.customerId,
    units: -charge.units,
    reason,
    lessonId: lesson.id,
    createdBy: by,
  });
}

async function ownerOf(db: Database, lessonId: string): Promise<string | undefined> {
  if (!isUuid(lessonId)) return undefined;
  const [row] = await db
    .select({ customerId: lessons.customerId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return row?.customerId;
}

export async function cancelByCustomer(
  db: Database,
  { lessonId, customerId }: { lessonId: string; customerId: string },
  settings: MailSettings & { now?: Date },
): Promise<{ ok: true; late: boolean } | { ok: false; refusal: CancelRefusal }> {
  const now = settings.now ?? new Date();
  if ((await ownerOf(db, lessonId)) !== customerId) return { ok: false, refusal: "notFound" };
  return db.transaction(async (tx) => {
    const lesson = await lockedLesson(tx, lessonId, customerId);
    if (!lesson) return { ok: false as const, refusal: "notFound" as const };
    if (lesson.state !== "booked") return { ok: false as const, refusal: "notBooked" as const };
    if (lesson.startsAt <= now) return { ok: false as const, refusal: "started" as const };
    const late = isLateCancellation(lesson.startsAt, now);
    await tx
      .update(lessons)
      .set({
        state: "cancelled",
        cancelledAt: now,
        cancelledBy: "customer",
        lateCancellation: late,
        sequence: sql`${lessons.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(lessons.id, lesson.id));
    if (!late) await giveBack(tx, lesson, "refund", null);
    await mailAbout(tx, lesson.id, { kind: "cancelledByCustomer" }, settings);
    return { ok: true as const, late };
  });
}

/** How many free times the school's cancellation mail offers. */
export const NEXT_SLOTS_OFFERED = 3;

export async function cancelBySchool(
  db: Database,
  { lessonId, staffId }: { lessonId: string; staffId: string },
  settings: MailSettings & { now?: Date },
): Promise<{ ok: true } | { ok: false; refusal: CancelRefusal }> {
  const now = settings.now ?? new Date();
  const customerId = await ownerOf(db, lessonId);
  if (!customerId) return { ok: false, refusal: "notFound" };
  return db.transaction(async (tx) => {
    const lesson = await lockedLesson(tx, lessonId, customerId);
    if (!lesson) return { ok: false as const, refusal: "notFound" as const };
    if (lesson.state !== "booked") return { ok: false as const, refusal: "notBooked" as const };
    await tx
      .update(lessons)
      .set({
        state: "cancelled",
        cancelledAt: now,
        cancelledBy: "school",
        lateCancellation: false,
        sequence: sql`${lessons.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(lessons.id, lesson.id));
    await giveBack(tx, lesson, "refund", staffId);
    await recordStaffAction(tx, {
      actor: staffId,
      action: "lesson.cancel",
      subjectType: "lesson",
      subjectId: lesson.id,
      customerUserId: lesson.customerId,
      before: { state: "booked", startsAt: lesson.startsAt.toISOString() },
      after: { state: "cancelled", cancelledBy: "school" },
    });
    const facts = await slotFacts(
      tx,
      now,
      new Date(now.getTime() + lessonRules.horizonWeeks * 7 * 24 * hour),
    );
    const slots = freeSlots(facts, { kind: lesson.kind, customerId: lesson.customerId }, now).slice(
      0,
      NEXT_SLOTS_OFFERED,
    );
    const names = await tx
      .select({ id: instructors.userId, name: instructors.displayName })
      .from(instructors);
    const nextSlots = slots.map((slot) => ({
      ...slot,
      instructorName: names.find((row) => row.id === slot.instructorId)?.name ?? "",
    }));
    await mailAbout(tx, lesson.id, { kind: "cancelledBySchool", nextSlots }, settings);
    return { ok: true as const };
  });
}

/**
 * The office waives a late cancellation's charge: a balance lesson's units come back (a `waiver`
 * entry), a lesson paid by link is no longer due. The reason is kept on the lesson (staff only);
 * the audit entry records ids and values, not the text.
 */
export async function waiveLateCancellation(
  db: Database,
  { lessonId, staffId, reason }: { lessonId: string; staffId: string; reason: string },
  settings: MailSettings & { now?: Date },
): Promise<{ ok: true } | { ok: false; refusal: CancelRefusal }> {
  const now = settings.now ?? new Date();
  const customerId = await ownerOf(db, lessonId);
  if (!customerId) return { ok: false, refusal: "notFound" };
  return db.transaction(async (tx) => {
    const lesson = await lockedLesson(tx, lessonId, customerId);
    if (!lesson) return { ok: false as const, refusal: "notFound" as const };
    if (lesson.state !== "cancelled" || !lesson.lateCancellation || lesson.waivedReason !== null)
      return { ok: false as const, refusal: "notLate" as const };
    await tx.update(lessons).set({ waivedReason: reason, updatedAt: now }).where(eq(lessons.id, lesson.id));
    await giveBack(tx, lesson, "waiver", staffId);
    await recordStaffAction(tx, {
      actor: staffId,
      action: "lesson.waive",
      subjectType: "lesson",
      subjectId: lesson.id,
      customerUserId: lesson.customerId,
      before: { lateCancellation: true, waived: false },
      after: { waived: true, payment: lesson.payment },
    });
    await mailAbout(tx, lesson.id, { kind: "waived" }, settings);
    return { ok: true as const };
  });
}
