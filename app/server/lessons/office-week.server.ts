import { and, asc, eq, gt, gte, inArray, lt, or } from "drizzle-orm";
import { hesseHoliday } from "~/content/holidays";
import { lessonKindFacts, lessonRules } from "~/content/lessons";
import { type IsoDate, isCalendarDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import {
  cars,
  exams,
  instructorAbsences,
  instructorHours,
  instructors,
  type LessonKind,
  type LessonState,
  lessons,
  schoolClosedDays,
  users,
} from "../platform/schema.server";
import { schoolDayAndTime } from "../platform/school-clock.server";

// The office's week: every instructor's working hours, absences, lessons and exams on each
// Frankfurt day from Monday to Sunday, and the exams nobody accompanies. The week's bounds are
// Frankfurt midnights, so the week of a clock change has its 167 or 169 hours and every lesson
// sits on the day the office's wall clock shows.

/**
 * A free slot as the booking's computation offers it. The free-slot computation belongs to the
 * booking (one algorithm for the customer's page and this view); until it is wired in, the view
 * asks `freeSlotsOf`, which by default offers none.
 */
export interface FreeSlot {
  instructorId: string;
  /** ISO instant. */
  startsAt: string;
}
export type FreeSlotsOf = (week: { start: Date; end: Date }) => Promise<FreeSlot[]> | FreeSlot[];
export const noFreeSlotsYet: FreeSlotsOf = () => [];

/**
 * A day's free starts of one instructor as the times a 45-minute lesson fits: consecutive starts on
 * the slot grid make one span, from the first start to the last start's end ("08:00–12:45").
 */
export function freeSpans(slots: readonly FreeSlot[]): { from: string; to: string }[] {
  const step = lessonRules.slotStepMinutes * 60_000;
  const length = lessonKindFacts["lesson-45"].minutes * 60_000;
  const starts = [...new Set(slots.map((slot) => Date.parse(slot.startsAt)))].sort((a, b) => a - b);
  const spans: { first: number; last: number }[] = [];
  for (const start of starts) {
    const open = spans.at(-1);
    if (open && start - open.last <= step) open.last = start;
    else spans.push({ first: start, last: start });
  }
  return spans.map((span) => ({
    from: schoolDayAndTime(new Date(span.first)).time,
    to: schoolDayAndTime(new Date(span.last + length)).time,
  }));
}

/** The Monday of the week `day` lies in. */
export function mondayOf(day: IsoDate): IsoDate {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The week a `?week=` parameter names (any day of it), or this week. */
export function weekFromParam(param: string | null, now = new Date()): IsoDate {
  const day = param && param.length <= 10 && isCalendarDate(param) ? param : todayInSchoolTimeZone(now);
  return mondayOf(day);
}

export interface WeekLesson {
  id: string;
  kind: LessonKind;
  state: LessonState;
  startsAt: string;
  endsAt: string;
  from: string;
  to: string;
  customerId: string;
  student: string;
  carName: string;
  unpaid: boolean;
  lateCancellation: boolean;
}

export interface WeekExam {
  id: string;
  kind: "theory" | "practical";
  startsAt: string;
  from: string;
  testingCentre: string;
  customerId: string;
  student: string;
  result: "passed" | "failed" | null;
}

export interface InstructorDay {
  hours: { from: string; to: string }[];
  absences: { from: string; to: string }[];
  lessons: WeekLesson[];
  exams: WeekExam[];
  freeSlots: FreeSlot[];
  /** The same free starts as spans a 45-minute lesson fits in (freeSpans). */
  free: { from: string; to: string }[];
}

export interface OfficeWeek {
  start: IsoDate;
  previous: IsoDate;
  next: IsoDate;
  days: { day: IsoDate; weekday: number; holiday: string | null; closed: boolean }[];
  instructors: { id: string; name: string; days: InstructorDay[] }[];
  /** Per day, exams without an accompanying instructor. */
  unaccompanied: WeekExam[][];
}

const hhmm = (time: string) => time.slice(0, 5);

export async function officeWeek(
  db: Pick<Database, "select">,
  start: IsoDate,
  { freeSlotsOf = noFreeSlotsYet }: { freeSlotsOf?: FreeSlotsOf } = {},
): Promise<OfficeWeek> {
  const dayList = Array.from({ length: 7 }, (_, index) => addDays(start, index));
  const from = schoolMoment(start, "00:00");
  const until = schoolMoment(addDays(start, 7), "00:00");
  const lessonRows = await db
    .select({
      id: lessons.id,
      instructorId: lessons.instructorId,
      kind: lessons.kind,
      state: lessons.state,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      customerId: lessons.customerId,
      student: users.name,
      email: users.email,
      carName: cars.name,
      payment: lessons.payment,
      paidAt: lessons.paidAt,
      lateCancellation: lessons.lateCancellation,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .where(and(lt(lessons.startsAt, until), gt(lessons.endsAt, from)))
    .orderBy(asc(lessons.startsAt));
  const examRows = await db
    .select({
      id: exams.id,
      instructorId: exams.instructorId,
      kind: exams.kind,
      startsAt: exams.startsAt,
      testingCentre: exams.testingCentre,
      customerId: exams.customerId,
      student: users.name,
      email: users.email,
      result: exams.result,
      cancelledAt: exams.cancelledAt,
    })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.customerId))
    .where(and(lt(exams.startsAt, until), gte(exams.startsAt, from)))
    .orderBy(asc(exams.startsAt));
  const busy = [
    ...new Set([
      ...lessonRows.map((row) => row.instructorId),
      ...examRows.flatMap((row) => row.instructorId ?? []),
    ]),
  ];
  const people = await db
    .select({ id: instructors.userId, name: instructors.displayName })
    .from(instructors)
    .where(
      busy.length
        ? or(eq(instructors.active, true), inArray(instructors.userId, busy))
        : eq(instructors.active, true),
    )
    .orderBy(asc(instructors.displayName));
  const ids = people.map((person) => person.id);
  const hours = ids.length
    ? await db.select().from(instructorHours).where(inArray(instructorHours.instructorId, ids))
    : [];
  const absences = ids.length
    ? await db
        .select()
        .from(instructorAbsences)
        .where(
          and(
            inArray(instructorAbsences.instructorId, ids),
            lt(instructorAbsences.startsAt, until),
            gt(instructorAbsences.endsAt, from),
          ),
        )
    : [];
  const closed = new Set(
    (
      await db
        .select({ day: schoolClosedDays.day })
        .from(schoolClosedDays)
        .where(inArray(schoolClosedDays.day, dayList))
    ).map((row) => row.day),
  );
  const slots = await freeSlotsOf({ start: from, end: until });

  const dayOf = (moment: Date) => schoolDayAndTime(moment).day;
  const toLesson = (row: (typeof lessonRows)[number]): WeekLesson => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    from: schoolDayAndTime(row.startsAt).time,
    to: schoolDayAndTime(row.endsAt).time,
    customerId: row.customerId,
    student: row.student || row.email,
    carName: row.carName,
    unpaid: row.state === "booked" && row.payment === "link" && !row.paidAt,
    lateCancellation: row.lateCancellation,
  });
  const toExam = (row: (typeof examRows)[number]): WeekExam => ({
    id: row.id,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    from: schoolDayAndTime(row.startsAt).time,
    testingCentre: row.testingCentre,
    customerId: row.customerId,
    student: row.student || row.email,
    result: row.result,
  });
  const liveExams = examRows.filter((row) => !row.cancelledAt);
  return {
    start,
    previous: addDays(start, -7),
    next: addDays(start, 7),
    days: dayList.map((day, index) => ({
      day,
      weekday: index + 1,
      holiday: hesseHoliday(day),
      closed: closed.has(day),
    })),
    instructors: people.map((person) => ({
      id: person.id,
      name: person.name,
      days: dayList.map((day, index) => {
        const dayStart = schoolMoment(day, "00:00");
        const dayEnd = schoolMoment(addDays(day, 1), "00:00");
        return {
          hours: hours
            .filter((span) => span.instructorId === person.id && span.weekday === index + 1)
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
            .map((span) => ({ from: hhmm(span.startsAt), to: hhmm(span.endsAt) })),
          absences: absences
            .filter(
              (absence) =>
                absence.instructorId === person.id && absence.startsAt < dayEnd && absence.endsAt > dayStart,
            )
            .map((absence) => ({
              from: absence.startsAt <= dayStart ? "00:00" : schoolDayAndTime(absence.startsAt).time,
              to: absence.endsAt >= dayEnd ? "24:00" : schoolDayAndTime(absence.endsAt).time,
            })),
          lessons: lessonRows
            .filter((row) => row.instructorId === person.id && dayOf(row.startsAt) === day)
            .map(toLesson),
          exams: liveExams
            .filter((row) => row.instructorId === person.id && dayOf(row.startsAt) === day)
            .map(toExam),
          freeSlots: slots.filter(
            (slot) => slot.instructorId === person.id && dayOf(new Date(slot.startsAt)) === day,
          ),
          free: freeSpans(
            slots.filter((slot) => slot.instructorId === person.id && dayOf(new Date(slot.startsAt)) === day),
          ),
        };
      }),
    })),
    unaccompanied: dayList.map((day) =>
      liveExams.filter((row) => !row.instructorId && dayOf(row.startsAt) === day).map(toExam),
    ),
  };
}
