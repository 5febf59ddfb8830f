import { and, eq, gt, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Database, Tx } from "../platform/db.server";
import {
  cars,
  exams,
  instructorAbsences,
  instructorHours,
  instructors,
  lessons,
  schoolClosedDays,
} from "../platform/schema.server";
import type { BusySpan, SlotFacts } from "./free-slots.server";

// What the free-slot computation needs, read from the database for a span of time: active
// instructors with their hours, active cars, absences, the lessons not cancelled and the exams that
// take an instructor or a car, and the school's closed days.

type Reader = Pick<Database | Tx, "select">;

/**
 * How long an exam keeps its instructor and car busy: the practical test with the drive to the
 * testing centre and back. An exam row holds only its start.
 */
export const examBusyMinutes = 120;

export async function slotFacts(db: Reader, from: Date, until: Date): Promise<SlotFacts> {
  const minute = 60_000;
  const [instructorRows, hourRows, carRows, absenceRows, lessonRows, examRows, closedRows] =
    await Promise.all([
      db.select().from(instructors).where(eq(instructors.active, true)),
      db.select().from(instructorHours),
      db.select().from(cars).where(eq(cars.active, true)),
      db
        .select()
        .from(instructorAbsences)
        .where(and(lt(instructorAbsences.startsAt, until), gt(instructorAbsences.endsAt, from))),
      db
        .select({
          id: lessons.id,
          start: lessons.startsAt,
          end: lessons.endsAt,
          instructorId: lessons.instructorId,
          carId: lessons.carId,
          customerId: lessons.customerId,
        })
        .from(lessons)
        .where(
          and(
            ne(lessons.state, "cancelled"),
            // A day's margin on both sides catches lessons whose buffer reaches into the span.
            lt(lessons.startsAt, new Date(until.getTime() + 24 * 60 * minute)),
            gt(lessons.endsAt, new Date(from.getTime() - 24 * 60 * minute)),
          ),
        ),
      db
        .select()
        .from(exams)
        .where(
          and(
            isNull(exams.cancelledAt),
            or(isNotNull(exams.instructorId), isNotNull(exams.carId)),
            lt(exams.startsAt, new Date(until.getTime() + 24 * 60 * minute)),
            gt(exams.startsAt, new Date(from.getTime() - 24 * 60 * minute - examBusyMinutes * minute)),
          ),
        ),
      db.select({ day: schoolClosedDays.day }).from(schoolClosedDays),
    ]);
  const busy: BusySpan[] = [
    ...lessonRows.map((row) => ({ ...row, lessonId: row.id })),
    ...examRows.map((row) => ({
      start: row.startsAt,
      end: new Date(row.startsAt.getTime() + examBusyMinutes * minute),
      instructorId: row.instructorId,
      carId: row.carId,
      customerId: row.customerId,
    })),
  ];
  return {
    instructors: instructorRows
      .map((row) => ({
        id: row.userId,
        languages: row.languages,
        hours: hourRows.filter((hours) => hours.instructorId === row.userId),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    cars: [...carRows].sort((a, b) => a.name.localeCompare(b.name)),
    absences: absenceRows.map((row) => ({
      instructorId: row.instructorId,
      start: row.startsAt,
      end: row.endsAt,
    })),
    busy,
    closedDays: new Set(closedRows.map((row) => row.day)),
  };
}
