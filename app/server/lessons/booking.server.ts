import { and, eq, sql } from "drizzle-orm";
import {
  type LessonKindId,
  lessonKindFacts,
  lessonPaymentProduct,
  lessonRules,
  meetingPoint,
} from "~/content/lessons";
import type { Database, Tx } from "../platform/db.server";
import { isUuid } from "../first-aid/offered-dates.server";
import { queueMail } from "../mail/outbox.server";
import { lessonBalanceEntries, lessons } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import { entitlement } from "./entitlement.server";
import { lessonFacts } from "./lesson-calendar.server";
import { checkSlot, lockSlotRows, type SlotRefusal } from "./lesson-locks.server";
import { lessonMail, type MailSettings } from "./lesson-mails.server";

// Booking and moving a driving lesson, by the customer or by the office for a customer who phoned.
// One transaction each: the instructor's, the car's and the customer's rows locked in that order
// (decision 069), then the slot, the entitlement, the week's count, notice and horizon checked
// again, then the lesson written with its payment and its mail queued. Two customers racing for
// the last slot: the second waits on the instructor's lock, then finds the first's lesson ("taken").

export type BookingRefusal = SlotRefusal | "notEntitled" | "noBlocksLeft" | "noPayment" | "badInput";

export type BookingOutcome =
  { ok: true; lessonId: string; payment: "balance" | "link" } | { ok: false; refusal: BookingRefusal };

export interface BookingRequest {
  customerId: string;
  kind: LessonKindId;
  start: Date;
  instructorId: string;
  carId: string;
  pickupPoint: string;
  /** The customer's own id, or the staff member who booked for them. */
  bookedBy: string;
}

/** Rolls the transaction back with a refusal the caller answers, nothing written. */
class Refused extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(refusal);
  }
}

export async function refusedOr<T>(
  work: () => Promise<T>,
): Promise<T | { ok: false; refusal: BookingRefusal }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

export async function bookLesson(
  db: Database,
  request: BookingRequest,
  settings: MailSettings & { now?: Date },
): Promise<BookingOutcome> {
  const now = settings.now ?? new Date();
  if (!meetingPoint(request.pickupPoint) || Number.isNaN(request.start.getTime()) || !isUuid(request.carId))
    return { ok: false, refusal: "badInput" };
  return refusedOr(() =>
    db.transaction(async (tx) => {
      if (!(await lockSlotRows(tx, request))) throw new Refused("unavailable");
      const slotRefusal = await checkSlot(tx, request, { now });
      if (slotRefusal) throw new Refused(slotRefusal);
      const allowed = await entitlement(tx, request.customerId, request.kind);
      if (!allowed.ok) throw new Refused(allowed.reason);
      const { payment, paidBy } = await paymentOf(tx, request.customerId, request.kind, allowed.purchaseId);
      const facts = lessonKindFacts[request.kind];
      const [row] = await tx
        .insert(lessons)
        .values({
          customerId: request.customerId,
          instructorId: request.instructorId,
          carId: request.carId,
          kind: request.kind,
          startsAt: request.start,
          endsAt: new Date(request.start.getTime() + facts.minutes * 60_000),
          pickupPoint: request.pickupPoint,
          payment,
          // The assessment and the intensive blocks are paid by the purchase that entitles to them.
          ...(paidBy ? { purchaseId: paidBy, paidAt: now } : {}),
          bookedBy: request.bookedBy,
        })
        .returning({ id: lessons.id });
      const lessonId = row?.id as string;
      let balanceLeft: number | null = null;
      if (payment === "balance") {
        await tx.insert(lessonBalanceEntries).values({
          customerId: request.customerId,
          units: -(facts.balanceUnits ?? 0),
          reason: "charge",
          lessonId,
        });
        balanceLeft = (await lessonBalance(tx, request.customerId)).left;
      }
      await mailAbout(tx, lessonId, { kind: "booked", balanceLeft }, settings);
      return { ok: true as const, lessonId, payment };
    }),
  );
}

/**
 * From the balance when it covers the kind's units; else by a payment link when the kind has one;
 * the assessment and the intensive blocks by their own purchase; else refused.
 */
async function paymentOf(
  tx: Tx,
  customerId: string,
  kind: LessonKindId,
  entitlingPurchase: string | null,
): Promise<{ payment: "balance" | "link"; paidBy: string | null }> {
  const units = lessonKindFacts[kind].balanceUnits;
  if (units !== null && (await lessonBalance(tx, customerId)).left >= units)
    return { payment: "balance", paidBy: null };
  if (lessonPaymentProduct[kind]) return { payment: "link", paidBy: null };
  if (units === null && entitlingPurchase) return { payment: "link", paidBy: entitlingPurchase };
  throw new Refused("noPayment");
}

export async function mailAbout(
  tx: Tx,
  lessonId: string,
  event: Parameters<typeof lessonMail>[1],
  settings: MailSettings,
): Promise<void> {
  const facts = await lessonFacts(tx, lessonId);
  if (facts) await queueMail(tx, lessonMail(facts, event, settings));
}

export interface MoveRequest {
  lessonId: string;
  start: Date;
  instructorId: string;
  carId: string;
  /** A customer may move only their own lesson, and only until the free-cancellation line. */
  by: { customerId: string } | { staffId: string };
}

export type MoveRefusal = BookingRefusal | "notFound" | "notBooked" | "tooLateToMove";

export async function moveLesson(
  db: Database,
  request: MoveRequest,
  settings: MailSettings & { now?: Date },
): Promise<{ ok: true } | { ok: false; refusal: MoveRefusal }> {
  const now = settings.now ?? new Date();
  if (!isUuid(request.lessonId) || !isUuid(request.carId) || Number.isNaN(request.start.getTime()))
    return { ok: false, refusal: "notFound" };
  const [current] = await db.select().from(lessons).where(eq(lessons.id, request.lessonId));
  if (!current || ("customerId" in request.by && current.customerId !== request.by.customerId))
    return { ok: false, refusal: "notFound" };
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockSlotRows(tx, { ...request, customerId: current.customerId })))
        throw new Refused("unavailable");
      const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, request.lessonId)).for("update");
      if (!lesson || lesson.state !== "booked") throw new MoveRefused("notBooked");
      if (
        "customerId" in request.by &&
        lesson.startsAt.getTime() - now.getTime() < lessonRules.freeCancellationHours * 3_600_000
      )
        throw new MoveRefused("tooLateToMove");
      const slotRefusal = await checkSlot(
        tx,
        { ...request, kind: lesson.kind, customerId: lesson.customerId },
        { now, movingLessonId: lesson.id },
      );
      if (slotRefusal) throw new Refused(slotRefusal);
      await tx
        .update(lessons)
        .set({
          startsAt: request.start,
          endsAt: new Date(request.start.getTime() + lessonKindFacts[lesson.kind].minutes * 60_000),
          instructorId: request.instructorId,
          carId: request.carId,
          sequence: sql`${lessons.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(lessons.id, lesson.id)));
      await mailAbout(tx, lesson.id, { kind: "moved" }, settings);
      return { ok: true as const };
    });
  } catch (error) {
    if (error instanceof Refused || error instanceof MoveRefused)
      return { ok: false, refusal: error.refusal };
    throw error;
  }
}

class MoveRefused extends Error {
  constructor(readonly refusal: MoveRefusal) {
    super(refusal);
  }
}
