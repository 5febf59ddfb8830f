import { and, eq, gt, isNotNull, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import { examBusyMinutes, lessonRules } from "~/content/lessons";
import type { Database, Tx } from "../platform/db.server";
import { exams, lessons } from "../platform/schema.server";

// What keeps an instructor, a car or a customer busy, and the one rule of when two times clash:
// lessons not cancelled and exams that take an instructor or a car, each followed by the buffer
// for the drive to the next pick-up. The lessons' free times (lessons/free-slots.server.ts) and an
// exam's check (exam-conflicts.server.ts) both read them here, in the exams' layer, the lower of
// the two.

const minute = 60_000;
const bufferMs = lessonRules.bufferMinutes * minute;

/** A span someone is away or busy, as instants; `end` excludes the buffer, which is added here. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * A lesson not cancelled, or an exam with an instructor or a car: its people and car are busy
 * from its start to its end plus the buffer for the drive to the next pick-up.
 */
export interface BusySpan extends Span {
  instructorId?: string | null;
  carId?: string | null;
  customerId?: string | null;
  /** A lesson being moved does not stand in its own way. */
  lessonId?: string | null;
  /** Nor does an exam being moved. */
  examId?: string | null;
}

/** Whether two spans, each followed by the buffer, overlap. */
export function overlapsWithBuffer(a: Span, b: Span): boolean {
  return a.start.getTime() < b.end.getTime() + bufferMs && b.start.getTime() < a.end.getTime() + bufferMs;
}

type Reader = Pick<Database | Tx, "select">;

/**
 * The lessons and exams that overlap `from`–`until` (their own times, without the buffer: widen
 * the span by what the caller needs), of the given instructor or car when `of` names one.
 */
export async function busySpans(
  db: Reader,
  { from, until }: { from: Date; until: Date },
  of?: { instructorId: string | null; carId: string | null },
): Promise<BusySpan[]> {
  const lessonsOf: SQL[] = [
    ...(of?.instructorId ? [eq(lessons.instructorId, of.instructorId)] : []),
    ...(of?.carId ? [eq(lessons.carId, of.carId)] : []),
  ];
  const examsOf: SQL[] = of
    ? [
        ...(of.instructorId ? [eq(exams.instructorId, of.instructorId)] : []),
        ...(of.carId ? [eq(exams.carId, of.carId)] : []),
      ]
    : [];
  const [lessonRows, examRows] = await Promise.all([
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
          lt(lessons.startsAt, until),
          gt(lessons.endsAt, from),
          ...(of ? [or(...lessonsOf)] : []),
        ),
      ),
    db
      .select({
        id: exams.id,
        startsAt: exams.startsAt,
        instructorId: exams.instructorId,
        carId: exams.carId,
        customerId: exams.customerId,
      })
      .from(exams)
      .where(
        and(
          isNull(exams.cancelledAt),
          or(isNotNull(exams.instructorId), isNotNull(exams.carId)),
          lt(exams.startsAt, until),
          gt(exams.startsAt, new Date(from.getTime() - examBusyMinutes * minute)),
          ...(of ? [or(...examsOf)] : []),
        ),
      ),
  ]);
  return [
    ...lessonRows.map(({ id, ...row }) => ({ ...row, lessonId: id })),
    ...examRows.map(({ id, startsAt, ...row }) => ({
      ...row,
      start: startsAt,
      end: new Date(startsAt.getTime() + examBusyMinutes * minute),
      examId: id,
    })),
  ];
}
