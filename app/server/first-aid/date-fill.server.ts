import { and, count, eq, gt, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import {
  firstAidSchedule,
  type IsoDate,
  ruleDatesOfYearAhead,
  todayInSchoolTimeZone,
} from "~/content/schedule";
import { locales } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { firstAidBookings, firstAidDates } from "../platform/schema.server";
import { closedDayMap, closedDaysBetween, heldRuleDates } from "./closed-days.server";

// The rule (first Saturday Spanish, third Saturday English, 9:00–17:00, capacity from
// the schedule) keeps the dates table filled a year ahead. It only ever adds missing days; a row
// that staff added or changed is never touched (docs/decisions/013).

/** What the rule reads from the schedule; tests pass another capacity to see it applied. */
export interface DateRule {
  startTime: string;
  endTime: string;
  capacity: number;
}

/** "9:00" → "09:00", the form a PostgreSQL time compares and sorts by. */
export function timeOfDay(time: string): string {
  return time.padStart(5, "0");
}

/** The row the rule makes for one language and day. */
export function ruleRow(
  language: (typeof locales)[number],
  courseDate: IsoDate,
  rule: DateRule = firstAidSchedule,
) {
  return {
    language,
    courseDate,
    startTime: timeOfDay(rule.startTime),
    endTime: timeOfDay(rule.endTime),
    capacity: rule.capacity,
  };
}

/** The day each database was last filled for: the reads' fill runs once a day per database. */
const filledOn = new WeakMap<Database, IsoDate>();

/**
 * Adds the rule's missing dates of the year ahead; existing rows stay as they are. Idempotent. A
 * rule date on a closed day (a public holiday in Hesse, a day staff closed) moves to the next open
 * Saturday of its month; a row the rule made on such a day that nobody touched or booked is
 * withdrawn (a booked or staff-changed one stays for staff to decide).
 */
export async function addMissingRuleDates(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
  rule: DateRule = firstAidSchedule,
): Promise<number> {
  const closed = await closedDayMap(db, today);
  const horizon = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const closedDays = closedDaysBetween(today, horizon, closed);
  if (closedDays.length > 0)
    await db
      .delete(firstAidDates)
      .where(
        and(
          inArray(firstAidDates.courseDate, closedDays),
          gt(firstAidDates.courseDate, today),
          isNull(firstAidDates.createdBy),
          isNull(firstAidDates.changedBy),
          notExists(
            db
              .select({ id: firstAidBookings.id })
              .from(firstAidBookings)
              .where(eq(firstAidBookings.dateId, firstAidDates.id)),
          ),
        ),
      );
  const rows = locales.flatMap((language) =>
    heldRuleDates(ruleDatesOfYearAhead(language, today), closed).map((date) => ruleRow(language, date, rule)),
  );
  const added = await db
    .insert(firstAidDates)
    .values(rows)
    .onConflictDoNothing({ target: [firstAidDates.language, firstAidDates.courseDate] })
    .returning({ id: firstAidDates.id });
  return added.length;
}

/**
 * The whole fill, run at start and hourly by housekeeping: adds the missing dates, and brings
 * future rule dates nobody has touched to the schedule's current times and capacity (a change of
 * the schedule applies to them; never below the seats already booked). Staff rows stay as they are.
 */
export async function fillFirstAidDates(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
  rule: DateRule = firstAidSchedule,
): Promise<void> {
  await addMissingRuleDates(db, today, rule);
  const booked = db
    .select({ n: count() })
    .from(firstAidBookings)
    .where(eq(firstAidBookings.dateId, firstAidDates.id));
  const capacity = sql`greatest(${rule.capacity}, (${booked}))`;
  await db
    .update(firstAidDates)
    .set({
      startTime: timeOfDay(rule.startTime),
      endTime: timeOfDay(rule.endTime),
      capacity: sql`${capacity}`,
    })
    .where(
      and(
        isNull(firstAidDates.createdBy),
        isNull(firstAidDates.changedBy),
        sql`${firstAidDates.courseDate} > ${today}`,
        or(
          ne(firstAidDates.capacity, sql`${capacity}`),
          ne(firstAidDates.startTime, timeOfDay(rule.startTime)),
          ne(firstAidDates.endTime, timeOfDay(rule.endTime)),
        ),
      ),
    );
  filledOn.set(db, today);
}

/**
 * Reads call this first, so the pages are right even where the fill has not run yet (a fresh
 * database, a test, a server started before midnight): adds missing dates once per day and database.
 */
export async function ensureFirstAidDates(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<void> {
  if (filledOn.get(db) === today) return;
  await addMissingRuleDates(db, today);
  filledOn.set(db, today);
}
