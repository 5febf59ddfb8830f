import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { addDays } from "~/server/licence-check/deadlines.server";
import { type IsoDate, schoolMoment } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { cars, exams, instructors, lessonReadiness, lessons, users } from "../platform/schema.server";

// The instructor's day: their lessons of one school day (Frankfurt) in order, with what they need
// at the kerb (student, phone, meeting point, car) and the notes of the student's last driven
// lesson; the exams they accompany that day. Read only: the marks are in lesson-marks.server.ts.

export interface DayLesson {
  id: string;
  kind: (typeof lessons.$inferSelect)["kind"];
  state: (typeof lessons.$inferSelect)["state"];
  startsAt: Date;
  endsAt: Date;
  customerId: string;
  studentName: string;
  phone: string | null;
  pickupPoint: string;
  carName: string;
  trainingNote: string | null;
  /** The note of the student's last driven lesson before this one (null when none). */
  lastNote: { at: Date; note: string } | null;
  ready: boolean;
}

export interface DayExam {
  id: string;
  kind: (typeof exams.$inferSelect)["kind"];
  startsAt: Date;
  testingCentre: string;
  studentName: string;
}

/** The instants a school day (Europe/Berlin) begins and ends: 23 or 25 hours on the change days. */
export function schoolDayBounds(day: IsoDate): { from: Date; to: Date } {
  return { from: schoolMoment(day, "00:00"), to: schoolMoment(addDays(day, 1), "00:00") };
}

export async function instructorDay(
  db: Pick<Database, "select">,
  instructorId: string,
  day: IsoDate,
): Promise<{ lessons: DayLesson[]; exams: DayExam[] }> {
  const { from, to } = schoolDayBounds(day);
  const rows = await db
    .select({
      id: lessons.id,
      kind: lessons.kind,
      state: lessons.state,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      customerId: lessons.customerId,
      studentName: users.name,
      email: users.email,
      phone: users.phone,
      pickupPoint: lessons.pickupPoint,
      carName: cars.name,
      trainingNote: lessons.trainingNote,
      ready: lessonReadiness.customerId,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .leftJoin(lessonReadiness, eq(lessonReadiness.customerId, lessons.customerId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, to),
        ne(lessons.state, "cancelled"),
      ),
    )
    .orderBy(asc(lessons.startsAt));
  const notes = await lastNotes(
    db,
    rows.map((row) => row.customerId),
    to,
  );
  const examRows = await db
    .select({
      id: exams.id,
      kind: exams.kind,
      startsAt: exams.startsAt,
      testingCentre: exams.testingCentre,
      studentName: users.name,
      email: users.email,
    })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.customerId))
    .where(
      and(
        eq(exams.instructorId, instructorId),
        gte(exams.startsAt, from),
        lt(exams.startsAt, to),
        // An exam the office cancelled is not on the day.
        isNull(exams.cancelledAt),
      ),
    )
    .orderBy(asc(exams.startsAt));
  return {
    lessons: rows.map(({ email, ready, ...row }) => ({
      ...row,
      studentName: row.studentName || email,
      ready: ready !== null,
      lastNote: lastBefore(notes.get(row.customerId) ?? [], row.startsAt),
    })),
    exams: examRows.map(({ email, ...row }) => ({ ...row, studentName: row.studentName || email })),
  };
}

/** The driven lessons with a note of these students before `until`, newest first, per student. */
async function lastNotes(db: Pick<Database, "select">, customerIds: string[], until: Date) {
  const byStudent = new Map<string, { at: Date; note: string }[]>();
  if (customerIds.length === 0) return byStudent;
  const rows = await db
    .select({ customerId: lessons.customerId, at: lessons.startsAt, note: lessons.trainingNote })
    .from(lessons)
    .where(
      and(
        inArray(lessons.customerId, [...new Set(customerIds)]),
        eq(lessons.state, "driven"),
        isNotNull(lessons.trainingNote),
        lt(lessons.startsAt, until),
      ),
    )
    .orderBy(desc(lessons.startsAt));
  for (const row of rows) {
    const list = byStudent.get(row.customerId) ?? [];
    list.push({ at: row.at, note: row.note ?? "" });
    byStudent.set(row.customerId, list);
  }
  return byStudent;
}

function lastBefore(notes: { at: Date; note: string }[], start: Date) {
  return notes.find((entry) => entry.at.getTime() < start.getTime()) ?? null;
}

/** The instructors owner and office choose a day of (active ones first, then by name). */
export async function instructorChoices(db: Pick<Database, "select">) {
  return db
    .select({ id: instructors.userId, name: instructors.displayName, active: instructors.active })
    .from(instructors)
    .orderBy(desc(instructors.active), asc(instructors.displayName));
}

/** Whether a user has an instructor's row (the day of someone else is a 404). */
export async function isInstructor(db: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: instructors.userId })
    .from(instructors)
    .where(eq(instructors.userId, userId));
  return row !== undefined;
}
