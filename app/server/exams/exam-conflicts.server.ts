import { eq } from "drizzle-orm";
import { examBusyMinutes, lessonRules } from "~/content/lessons";
import type { Database } from "../platform/db.server";
import { cars, instructors } from "../platform/schema.server";
import { busySpans, overlapsWithBuffer } from "./busy-spans.server";

// An exam that takes an instructor or a car keeps them busy as the lessons' free times count it
// (busy-spans.server.ts: from its start for `examBusyMinutes`, plus the buffer for the drive).
// Recording or moving one checks the same thing a booking does: the instructor and the car are in
// no lesson and no other exam then. Their rows are locked first, in the bookings' order
// (instructor, then car), so a booking and an exam for the same hour never both get through.

export type ExamConflict = "instructorBusy" | "carBusy";

const minute = 60_000;

export async function examConflict(
  tx: Database,
  {
    start,
    instructorId,
    carId,
    examId = null,
  }: { start: Date; instructorId: string | null; carId: string | null; examId?: string | null },
): Promise<ExamConflict | null> {
  if (!instructorId && !carId) return null;
  if (instructorId)
    await tx
      .select({ id: instructors.userId })
      .from(instructors)
      .where(eq(instructors.userId, instructorId))
      .for("update");
  if (carId) await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).for("update");
  const span = { start, end: new Date(start.getTime() + examBusyMinutes * minute) };
  const buffer = lessonRules.bufferMinutes * minute;
  const near = await busySpans(
    tx,
    { from: new Date(span.start.getTime() - buffer), until: new Date(span.end.getTime() + buffer) },
    { instructorId, carId },
  );
  // The same rule as a lesson's (free-slots.server.ts): each time followed by the buffer.
  const busy = near.filter(
    (other) => !(examId && other.examId === examId) && overlapsWithBuffer(other, span),
  );
  if (instructorId && busy.some((row) => row.instructorId === instructorId)) return "instructorBusy";
  if (carId && busy.some((row) => row.carId === carId)) return "carBusy";
  return null;
}
