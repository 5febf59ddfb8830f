import { hesseHoliday } from "~/content/holidays";
import { type LessonKindId, lessonKindFacts, lessonRules } from "~/content/lessons";
import { type IsoDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { schoolTimeZone } from "~/i18n/format";
import { type BusySpan, overlapsWithBuffer, type Span } from "../exams/busy-spans.server";
import type { InstructorLanguage, Transmission } from "../platform/schema.server";

// The free slots of a lesson kind, computed from plain facts (no database): the instructors' hours
// in Frankfurt wall-clock time, their absences, the cars, what is already busy, Hesse's holidays and
// the school's closed days. The booking transaction asks the same question of one slot
// (`slotConflict`), so what the page offers and what a booking accepts never disagree.

export interface SlotInstructor {
  id: string;
  languages: readonly InstructorLanguage[];
  /** ISO weekday (1 Monday … 7 Sunday) and wall-clock times "HH:MM" or "HH:MM:SS". */
  hours: readonly { weekday: number; startsAt: string; endsAt: string }[];
}

export interface SlotCar {
  id: string;
  transmission: Transmission;
  b197: boolean;
}

export interface SlotFacts {
  instructors: readonly SlotInstructor[];
  cars: readonly SlotCar[];
  absences: readonly (Span & { instructorId: string })[];
  busy: readonly BusySpan[];
  /** The school's own closed days, beside Hesse's holidays. */
  closedDays: ReadonlySet<IsoDate>;
}

export interface SlotWish {
  kind: LessonKindId;
  /** Ignored for the key-number-197 test drive, which needs a car fit for it. */
  transmission?: Transmission | null;
  language?: InstructorLanguage | null;
  /** The customer who books: their own lessons are busy too. */
  customerId?: string | null;
  /** The lesson being moved: its own time does not stand in its way. */
  movingLessonId?: string | null;
}

export interface Slot {
  start: Date;
  end: Date;
  instructorId: string;
  carId: string;
}

const minute = 60_000;

function overlaps(a: Span, b: Span): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** "HH:MM[:SS]" → minutes after midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** ISO weekday of a calendar date (1 Monday … 7 Sunday). */
export function isoWeekday(day: IsoDate): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday of the ISO week a day falls in. */
export function weekStart(day: IsoDate): IsoDate {
  return addDays(day, 1 - isoWeekday(day));
}

/** The day off: a Hesse public holiday or a school closed day. */
export function isDayOff(day: IsoDate, closedDays: ReadonlySet<IsoDate>): boolean {
  return hesseHoliday(day) !== null || closedDays.has(day);
}

/** The earliest and latest start customers may book from `now`. */
export function bookingWindow(now: Date): { from: Date; until: Date } {
  return {
    from: new Date(now.getTime() + lessonRules.minimumNoticeHours * 60 * minute),
    until: new Date(now.getTime() + lessonRules.horizonWeeks * 7 * 24 * 60 * minute),
  };
}

function carFits(car: SlotCar, wish: SlotWish): boolean {
  if (wish.kind === "b197-test-drive-25") return car.b197;
  return !wish.transmission || car.transmission === wish.transmission;
}

/**
 * Why a lesson of `wish.kind` from `start` with this instructor and car cannot be, or null when
 * it can: outside the instructor's hours (wall clock on its Frankfurt day), on a day off, in an
 * absence, or too close to a busy span of the instructor, the car or the customer.
 */
export function slotConflict(
  facts: SlotFacts,
  wish: SlotWish,
  candidate: { start: Date; instructorId: string; carId: string; lessonId?: string | null },
):
  "hours" | "dayOff" | "absence" | "instructorBusy" | "carBusy" | "customerBusy" | "car" | "language" | null {
  const instructor = facts.instructors.find((entry) => entry.id === candidate.instructorId);
  const car = facts.cars.find((entry) => entry.id === candidate.carId);
  if (!instructor) return "hours";
  if (!car || !carFits(car, wish)) return "car";
  if (wish.language && !instructor.languages.includes(wish.language)) return "language";
  const span = {
    start: candidate.start,
    end: new Date(candidate.start.getTime() + lessonKindFacts[wish.kind].minutes * minute),
  };
  const day = todayInSchoolTimeZone(span.start);
  if (isDayOff(day, facts.closedDays)) return "dayOff";
  const inHours = instructor.hours.some(
    (hours) =>
      hours.weekday === isoWeekday(day) &&
      schoolMoment(day, hours.startsAt).getTime() <= span.start.getTime() &&
      span.end.getTime() <= schoolMoment(day, hours.endsAt).getTime(),
  );
  if (!inHours) return "hours";
  if (facts.absences.some((absence) => absence.instructorId === instructor.id && overlaps(absence, span)))
    return "absence";
  for (const busy of facts.busy) {
    if (candidate.lessonId && busy.lessonId === candidate.lessonId) continue;
    if (!overlapsWithBuffer(busy, span)) continue;
    if (busy.instructorId === instructor.id) return "instructorBusy";
    if (busy.carId === car.id) return "carBusy";
    if (wish.customerId && busy.customerId === wish.customerId) return "customerBusy";
  }
  return null;
}

/**
 * The free slots of a kind from `now + minimumNoticeHours` to `now + horizonWeeks`, on the
 * `slotStepMinutes` grid of the wall clock, each with its instructor and the first car free for
 * it; soonest first. A wall-clock time the clocks skip (the spring change) is no start.
 */
export function freeSlots(facts: SlotFacts, wish: SlotWish, now: Date): Slot[] {
  const { from, until } = bookingWindow(now);
  const minutes = lessonKindFacts[wish.kind].minutes;
  const slots: Slot[] = [];
  const lastDay = todayInSchoolTimeZone(until);
  for (let day = todayInSchoolTimeZone(from); day <= lastDay; day = addDays(day, 1)) {
    if (isDayOff(day, facts.closedDays)) continue;
    const weekday = isoWeekday(day);
    for (const instructor of facts.instructors) {
      if (wish.language && !instructor.languages.includes(wish.language)) continue;
      for (const hours of instructor.hours.filter((entry) => entry.weekday === weekday)) {
        const first =
          Math.ceil(minutesOf(hours.startsAt) / lessonRules.slotStepMinutes) * lessonRules.slotStepMinutes;
        for (let at = first; at < minutesOf(hours.endsAt); at += lessonRules.slotStepMinutes) {
          const start = schoolMoment(day, wallTime(at));
          if (todayInSchoolTimeZone(start) !== day || wallClockOf(start) !== wallTime(at)) continue;
          if (start < from || start >= until) continue;
          const car = facts.cars.find(
            (entry) =>
              carFits(entry, wish) &&
              slotConflict(facts, wish, {
                start,
                instructorId: instructor.id,
                carId: entry.id,
                lessonId: wish.movingLessonId,
              }) === null,
          );
          if (car)
            slots.push({
              start,
              end: new Date(start.getTime() + minutes * minute),
              instructorId: instructor.id,
              carId: car.id,
            });
        }
      }
    }
  }
  return slots.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.instructorId.localeCompare(b.instructorId),
  );
}

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: schoolTimeZone,
  hourCycle: "h23",
  hour: "2-digit",
  minute: "2-digit",
});

/** "HH:MM" of an instant on the Frankfurt wall clock. */
export function wallClockOf(moment: Date): string {
  return clock.format(moment);
}
