import { and, eq, gt, lt } from "drizzle-orm";
import { busySpans } from "../exams/busy-spans.server";
import type { Database, Tx } from "../platform/db.server";
import {
  cars,
  instructorAbsences,
  instructorHours,
  instructors,
  schoolClosedDays,
} from "../platform/schema.server";
import type { SlotFacts } from "./free-slots.server";

// What the free-slot computation needs, read from the database for a span of time: active
// instructors with their hours, active cars, absences, the lessons not cancelled and the exams that
// take an instructor or a car (exams/busy-spans.server.ts), and the school's closed days.

type Reader = Pick<Database | Tx, "select">;

export async function slotFacts(db: Reader, from: Date, until: Date): Promise<SlotFacts> {
  const minute = 60_000;
  const [instructorRows, hourRows, carRows, absenceRows, busy, closedRows] = await Promise.all([
    db.select().from(instructors).where(eq(instructors.active, true)),
    db.select().from(instructorHours),
    db.select().from(cars).where(eq(cars.active, true)),
    db
      .select()
      .from(instructorAbsences)
      .where(and(lt(instructorAbsences.startsAt, until), gt(instructorAbsences.endsAt, from))),
    // A day's margin on both sides catches lessons and exams whose buffer reaches into the span.
    busySpans(db, {
      from: new Date(from.getTime() - 24 * 60 * minute),
      until: new Date(until.getTime() + 24 * 60 * minute),
    }),
    db.select({ day: schoolClosedDays.day }).from(schoolClosedDays),
  ]);
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
