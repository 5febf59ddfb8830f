import { asc, eq, gte } from "drizzle-orm";
import { hesseHoliday, hesseHolidays } from "~/content/holidays";
import { type IsoDate, ruleSaturdayOfMonth } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { firstAidClosedDays } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// Days the school cannot hold a course: Hesse's public holidays (content/holidays.ts) and the days
// staff enter. The date rule moves its date off such a
// day, and an extra date on one needs the staff member's explicit confirmation.

type Reader = Pick<Database, "select">;

/** The closed days staff entered from `from` on, soonest first. */
export async function closedDaysFrom(db: Reader, from: IsoDate) {
  return db
    .select({ day: firstAidClosedDays.day, note: firstAidClosedDays.note })
    .from(firstAidClosedDays)
    .where(gte(firstAidClosedDays.day, from))
    .orderBy(asc(firstAidClosedDays.day));
}

/** Why no course can be held on `day`: a holiday's name, the closed day's note, or null. */
export function closedReason(
  day: IsoDate,
  closed: ReadonlyMap<IsoDate, string>,
): { kind: "holiday" | "closed"; name: string } | null {
  const holiday = hesseHoliday(day);
  if (holiday) return { kind: "holiday", name: holiday };
  const note = closed.get(day);
  return note === undefined ? null : { kind: "closed", name: note };
}

/** The closed days as a map, for `closedReason`. */
export async function closedDayMap(db: Reader, from: IsoDate): Promise<Map<IsoDate, string>> {
  return new Map((await closedDaysFrom(db, from)).map((row) => [row.day, row.note]));
}

/** `days` after a calendar day. */
function plusDays(day: IsoDate, days: number): IsoDate {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * A rule date that falls on a closed day moves to the next Saturday of the same month that is
 * open (a month keeps its course); when none is left in the month, the month has none (null).
 */
export function openRuleDate(day: IsoDate, closed: ReadonlyMap<IsoDate, string>): IsoDate | null {
  for (let candidate = day; candidate.slice(0, 7) === day.slice(0, 7); candidate = plusDays(candidate, 7))
    if (!closedReason(candidate, closed)) return candidate;
  return null;
}

/** The rule's dates (`ruleDatesOfYearAhead`, `upcomingFirstAidDates`) as held: moved off closed days. */
export function heldRuleDates(dates: readonly IsoDate[], closed: ReadonlyMap<IsoDate, string>): IsoDate[] {
  return dates.map((date) => openRuleDate(date, closed)).filter((date): date is IsoDate => date !== null);
}

/**
 * Whether `day` is the rule's course date of `language` in its month as the school holds it: the
 * rule's Saturday, or the Saturday it moved to off a holiday or closed day. The one check of a
 * rule date: the checkout, the payment webhook and the staff's manual purchase all come here
 * (through `isCourseDateOf`); `closed` must hold the closed days from the month's first day on.
 */
export function isRuleDateOf(language: Locale, day: IsoDate, closed: ReadonlyMap<IsoDate, string>): boolean {
  return openRuleDate(ruleSaturdayOfMonth(language, day), closed) === day;
}

export type ClosedDayChange =
  { ok: true; changed: boolean } | { ok: false; status: 400 | 409; error: "dayPast" };

/** Staff add a closed day (audited); adding one twice changes nothing. */
export async function addClosedDay(
  db: Database,
  staffUserId: string,
  { day, note, today }: { day: IsoDate; note: string; today: IsoDate },
): Promise<ClosedDayChange> {
  if (day <= today) return { ok: false, status: 409, error: "dayPast" };
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(firstAidClosedDays)
      .values({ day, note, createdBy: staffUserId })
      .onConflictDoNothing()
      .returning({ day: firstAidClosedDays.day });
    if (!added) return { ok: true, changed: false };
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "closed-day.add",
      subjectType: "closed-day",
      subjectId: day,
      before: null,
      after: { day, note },
    });
    return { ok: true, changed: true };
  });
}

/** Staff remove a closed day (audited). */
export async function removeClosedDay(
  db: Database,
  staffUserId: string,
  day: IsoDate,
): Promise<ClosedDayChange> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(firstAidClosedDays)
      .where(eq(firstAidClosedDays.day, day))
      .returning({ day: firstAidClosedDays.day, note: firstAidClosedDays.note });
    if (!removed) return { ok: true, changed: false };
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "closed-day.remove",
      subjectType: "closed-day",
      subjectId: day,
      before: { day, note: removed.note },
      after: null,
    });
    return { ok: true, changed: true };
  });
}

/** Every closed day (holidays and staff's) from `from` through `through`. */
export function closedDaysBetween(
  from: IsoDate,
  through: IsoDate,
  closed: ReadonlyMap<IsoDate, string>,
): IsoDate[] {
  const [firstYear, lastYear] = [Number(from.slice(0, 4)), Number(through.slice(0, 4))];
  const days = new Set<IsoDate>(closed.keys());
  for (let year = firstYear; year <= lastYear; year++)
    for (const day of hesseHolidays(year).keys()) days.add(day);
  return [...days].filter((day) => day >= from && day <= through).sort();
}
