import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import { examBusyMinutes, lessonRules } from "~/content/lessons";
import type { Database } from "../platform/db.server";
import { cars, exams, instructors, lessons } from "../platform/schema.server";

// An exam that takes an instructor or a car keeps them busy as the lessons' free times count it
// (slot-facts.server.ts: from its start for `examBusyMinutes`, plus the buffer for the drive).
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
  const buffer = lessonRules.bufferMinutes * minute;
  const end = new Date(start.getTime() + examBusyMinutes * minute);
  const lessonRows = await tx
    .select({ instructorId: lessons.instructorId, carId: lessons.carId })
    .from(lessons)
    .where(
      and(
        ne(lessons.state, "cancelled"),
        lt(lessons.startsAt, new Date(end.getTime() + buffer)),
        gt(lessons.endsAt, new Date(start.getTime() - buffer)),
        or(
          ...(instructorId ? [eq(lessons.instructorId, instructorId)] : []),
          ...(carId ? [eq(lessons.carId, carId)] : []),
        ),
      ),
    );
  const examRows = await tx
    .select({ instructorId: exams.instructorId, carId: exams.carId })
    .from(exams)
    .where(
      and(
        isNull(exams.cancelledAt),
        ...(examId ? [ne(exams.id, examId)] : []),
        lt(exams.startsAt, new Date(end.getTime() + buffer)),
        gt(exams.startsAt, new Date(start.getTime() - buffer - examBusyMinutes * minute)),
        or(
          ...(instructorId ? [eq(exams.instructorId, instructorId)] : []),
          ...(carId ? [eq(exams.carId, carId)] : []),
        ),
      ),
    );
  const busy = [...lessonRows, ...examRows];
  if (instructorId && busy.some((row) => row.instructorId === instructorId)) return "instructorBusy";
  if (carId && busy.some((row) => row.carId === carId)) return "carBusy";
  return null;
}
