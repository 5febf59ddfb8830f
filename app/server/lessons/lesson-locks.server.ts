import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { type LessonKindId, lessonKindFacts, lessonRules } from "~/content/lessons";
import { schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import type { Tx } from "../platform/db.server";
import { cars, instructors, lessons, users } from "../platform/schema.server";
import { addDays, bookingWindow, slotConflict, weekStart } from "./free-slots.server";
import { slotFacts } from "./slot-facts.server";

// The checks a booking and a move make inside their transaction, after the locks: the slot is
// still free (hours, absence, holiday, closed day, the instructor's, the car's and the customer's
// lessons with the buffer), within notice and horizon, and the customer's week not full.

export type SlotRefusal = "taken" | "unavailable" | "tooSoon" | "tooFar" | "weekFull";

/**
 * Locks the instructor's, the car's and the customer's rows, always in this order (decision 069):
 * a second booking of any of them waits here until the first commits, then sees its lesson.
 * False when the instructor or the car is no longer active.
 */
export async function lockSlotRows(
  tx: Tx,
  { instructorId, carId, customerId }: { instructorId: string; carId: string; customerId: string },
): Promise<boolean> {
  const [instructor] = await tx
    .select({ active: instructors.active })
    .from(instructors)
    .where(eq(instructors.userId, instructorId))
    .for("update");
  const [car] = await tx.select({ active: cars.active }).from(cars).where(eq(cars.id, carId)).for("update");
  await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for("update");
  return Boolean(instructor?.active && car?.active);
}

export async function checkSlot(
  tx: Tx,
  slot: { kind: LessonKindId; start: Date; instructorId: string; carId: string; customerId: string },
  { now, movingLessonId = null }: { now: Date; movingLessonId?: string | null },
): Promise<SlotRefusal | null> {
  const { from, until } = bookingWindow(now);
  if (slot.start < from) return "tooSoon";
  if (slot.start >= until) return "tooFar";
  const end = new Date(slot.start.getTime() + lessonKindFacts[slot.kind].minutes * 60_000);
  const facts = await slotFacts(tx, slot.start, end);
  const conflict = slotConflict(
    facts,
    { kind: slot.kind, customerId: slot.customerId },
    { start: slot.start, instructorId: slot.instructorId, carId: slot.carId, lessonId: movingLessonId },
  );
  if (conflict === "instructorBusy" || conflict === "carBusy" || conflict === "customerBusy") return "taken";
  if (conflict) return "unavailable";
  const monday = weekStart(todayInSchoolTimeZone(slot.start));
  const [week] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(lessons)
    .where(
      and(
        eq(lessons.customerId, slot.customerId),
        ne(lessons.state, "cancelled"),
        gte(lessons.startsAt, schoolMoment(monday, "00:00")),
        lt(lessons.startsAt, schoolMoment(addDays(monday, 7), "00:00")),
        ...(movingLessonId ? [ne(lessons.id, movingLessonId)] : []),
      ),
    );
  if ((week?.count ?? 0) >= lessonRules.maxLessonsPerWeek) return "weekFull";
  return null;
}
