import { and, asc, count, eq, gt, isNull, ne, type SQL, sql } from "drizzle-orm";
import { courseTime, type IsoDate, seatsLeftOf, todayInSchoolTimeZone } from "~/content/schedule";
import { isEmailAddress } from "~/email-address";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { firstAidBookings, firstAidDates, firstAidWaitlist } from "../platform/schema.server";
import type { Tx } from "./staff-action.server";

// Seat accounting in one place: a seat is taken by a booking or by a waiting-list hold that has not
// run out. A hold is taken for everyone but the address it was offered to.

/** An e-mail address as a form or link may carry it, safe to look up: well-formed, no control characters. */
export function isPlainEmail(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
  return isEmailAddress(value) && !/[\u0000-\u001f\u007f]/.test(value);
}

/** Active holds: offered to someone whose 24 hours have not passed. */
export function activeHold(now: Date) {
  return and(eq(firstAidWaitlist.status, "offered"), gt(firstAidWaitlist.holdUntil, now));
}

/** Seats held on a date by the waiting list, not counting a hold of `exceptEmail`. */
export async function seatsHeldOn(
  tx: Tx | Database,
  dateId: string,
  { now = new Date(), exceptEmail }: { now?: Date; exceptEmail?: string | null } = {},
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(firstAidWaitlist)
    .where(
      and(
        eq(firstAidWaitlist.dateId, dateId),
        activeHold(now),
        exceptEmail ? ne(firstAidWaitlist.email, exceptEmail.toLowerCase()) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Bookings plus holds of others: what a seat check compares with the capacity. */
export async function seatsTakenOn(
  tx: Tx | Database,
  dateId: string,
  options: { now?: Date; exceptEmail?: string | null } = {},
): Promise<number> {
  const [booked] = await tx
    .select({ n: count() })
    .from(firstAidBookings)
    .where(eq(firstAidBookings.dateId, dateId));
  return (booked?.n ?? 0) + (await seatsHeldOn(tx, dateId, options));
}

/** A date a customer may choose: open, in the future, with its seats left for them. */
export interface ChoosableDate {
  id: string;
  language: Locale;
  date: IsoDate;
  /** "9:00", as the school writes it. */
  startTime: string;
  endTime: string;
  capacity: number;
  seatsLeft: number;
}

/** Whose holds a count leaves out (a seat held for this address is theirs), and the moment holds are read at. */
export interface HoldsSeen {
  now?: Date;
  exceptEmail?: string | null;
}

/**
 * Date rows matching `where`, soonest first, with the seats booked and the seats held on each: the one
 * query every list of dates takes its seats from (the free seats then come from `seatsLeftOf`).
 */
export async function datesWithSeatCounts(db: Database | Tx, where: SQL | undefined, holds: HoldsSeen = {}) {
  return seatCountsOf(await datesWithSeatCountsQuery(db, where, holds));
}

/** The counts as numbers (PostgreSQL's count is a bigint, sent as text by the driver). */
export function seatCountsOf<Row extends { booked: number | string; held: number | string }>(rows: Row[]) {
  return rows.map((row) => ({ ...row, booked: Number(row.booked), held: Number(row.held) }));
}

/** The select of `datesWithSeatCounts`, not yet run (a page may read it together with others). */
export function datesWithSeatCountsQuery(
  db: Database | Tx,
  where: SQL | undefined,
  { now = new Date(), exceptEmail }: HoldsSeen = {},
) {
  const booked = db
    .select({ dateId: firstAidBookings.dateId, n: count().as("booked_n") })
    .from(firstAidBookings)
    .groupBy(firstAidBookings.dateId)
    .as("booked_per_date");
  const held = db
    .select({ dateId: firstAidWaitlist.dateId, n: count().as("held_n") })
    .from(firstAidWaitlist)
    .where(
      and(activeHold(now), exceptEmail ? ne(firstAidWaitlist.email, exceptEmail.toLowerCase()) : undefined),
    )
    .groupBy(firstAidWaitlist.dateId)
    .as("held_per_date");
  return db
    .select({
      id: firstAidDates.id,
      language: firstAidDates.language,
      date: firstAidDates.courseDate,
      startTime: firstAidDates.startTime,
      endTime: firstAidDates.endTime,
      capacity: firstAidDates.capacity,
      status: firstAidDates.status,
      bookingsClosedAt: firstAidDates.bookingsClosedAt,
      booked: sql<number>`coalesce(${booked.n}, 0)`,
      held: sql<number>`coalesce(${held.n}, 0)`,
    })
    .from(firstAidDates)
    .leftJoin(booked, eq(booked.dateId, firstAidDates.id))
    .leftJoin(held, eq(held.dateId, firstAidDates.id))
    .where(where)
    .orderBy(asc(firstAidDates.courseDate), asc(firstAidDates.language));
}

/** Open dates of a language after `today` that take bookings, soonest first, with seats left (bookings and others' holds). */
export async function openDatesOf(
  db: Database | Tx,
  language: Locale,
  { today = todayInSchoolTimeZone(), ...holds }: { today?: IsoDate } & HoldsSeen = {},
): Promise<ChoosableDate[]> {
  const rows = await datesWithSeatCounts(
    db,
    and(
      eq(firstAidDates.language, language),
      eq(firstAidDates.status, "open"),
      // Closed by staff for new bookings: its seats stay, but nobody can choose it.
      isNull(firstAidDates.bookingsClosedAt),
      gt(firstAidDates.courseDate, today),
    ),
    holds,
  );
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    date: row.date,
    startTime: courseTime(row.startTime),
    endTime: courseTime(row.endTime),
    capacity: row.capacity,
    seatsLeft: seatsLeftOf(row),
  }));
}

/** How many dates the first-aid page lists at least, and how far ahead it lists them all. */
export const listedDates = { atLeast: 6, months: 3 };

/** The dates a first-aid page lists: at least six, or every one within three months if more. */
export function datesToList<T extends { date: IsoDate }>(dates: readonly T[], today: IsoDate): T[] {
  const horizon = addMonths(today, listedDates.months);
  return dates.filter((d, index) => index < listedDates.atLeast || d.date <= horizon);
}

function addMonths(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  return date.toISOString().slice(0, 10);
}
