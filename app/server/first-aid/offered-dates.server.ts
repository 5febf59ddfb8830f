import { and, eq, gt, gte, inArray, lte, type SQL } from "drizzle-orm";
import {
  type DateSeats,
  type FirstAidOffer,
  type IsoDate,
  isCalendarDate,
  offerOf,
  todayInSchoolTimeZone,
  upcomingFirstAidDates,
} from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { closedDayMap, heldRuleDates, isRuleDateOf } from "./closed-days.server";
import { ensureFirstAidDates, ruleRow } from "./date-fill.server";
import { datesWithSeatCountsQuery, type HoldsSeen, seatCountsOf } from "./seats.server";
import { firstAidDates } from "../platform/schema.server";

// The public pages, the licence check, the checkout and the webhook read
// the dates table. Offered = the next date that takes bookings (`takesBookings`: neither cancelled
// nor closed by staff) with a free seat; seats left = `seatsLeftOf` (capacity − booked − held).

/** Ids come from forms and URLs: anything else than a uuid matches no row (and is no SQL error). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A date row with the seats booked and held on it, as the pages and the staff area list them. */
export interface FirstAidDateSeats extends DateSeats {
  language: Locale;
  /** Staff closed it for new bookings; it still takes place with the seats already booked. */
  bookingsClosed: boolean;
}

/**
 * Whether a date takes new bookings: not cancelled and not closed by staff. The one rule the
 * public pages, the licence check and the checkout offer dates by (through `bookableDates`).
 */
export function takesBookings(date: Pick<FirstAidDateSeats, "status" | "bookingsClosed">): boolean {
  return date.status === "open" && !date.bookingsClosed;
}

/**
 * Dates with their seats booked and held, soonest first: those after `after` (or from `from`), up to
 * `through`, of one language or both (or the given ids), open and cancelled alike. The staff list and
 * the dashboard read this too. Free seats are `seatsLeftOf` of a row, for every reader alike.
 */
export async function firstAidDatesWithSeats(
  db: Database,
  filter: DatesFilter & HoldsSeen = {},
): Promise<FirstAidDateSeats[]> {
  return dateSeatsOf(await firstAidDatesWithSeatsQuery(db, filter));
}

interface DatesFilter {
  language?: Locale;
  after?: IsoDate;
  from?: IsoDate;
  through?: IsoDate;
  ids?: string[];
}

/** The select of `firstAidDatesWithSeats`, not yet run (the dashboard reads it with its other figures). */
export function firstAidDatesWithSeatsQuery(
  db: Database,
  { language, after, from, through, ids, ...holds }: DatesFilter & HoldsSeen = {},
) {
  const conditions: SQL[] = [];
  if (language) conditions.push(eq(firstAidDates.language, language));
  if (after) conditions.push(gt(firstAidDates.courseDate, after));
  if (from) conditions.push(gte(firstAidDates.courseDate, from));
  if (through) conditions.push(lte(firstAidDates.courseDate, through));
  if (ids) conditions.push(inArray(firstAidDates.id, ids.filter(isUuid)));
  return datesWithSeatCountsQuery(db, and(...conditions), holds);
}

/** The rows of `firstAidDatesWithSeatsQuery` as the pages use them. */
export function dateSeatsOf(
  rows: Awaited<ReturnType<typeof firstAidDatesWithSeatsQuery>>,
): FirstAidDateSeats[] {
  return seatCountsOf(rows).map(({ bookingsClosedAt, ...row }) => ({
    ...row,
    bookingsClosed: bookingsClosedAt !== null,
  }));
}

/**
 * The dates a customer may book, soonest first (full ones included: the page says so): those of
 * `language` after `after` that take bookings.
 */
export async function bookableDates(
  db: Database,
  { language, after }: { language: Locale; after: IsoDate },
): Promise<FirstAidDateSeats[]> {
  return (await firstAidDatesWithSeats(db, { language, after })).filter(takesBookings);
}

/** The date a first-aid page offers: the next open one with a free seat (the appointment card). */
export async function nextFirstAidAppointment(
  db: Database,
  language: Locale,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<FirstAidOffer | null> {
  await ensureFirstAidDates(db, today);
  return offerOf(await bookableDates(db, { language, after: today }));
}

/**
 * The course date the checkout books: the one the visitor chose (carried in the link as
 * `client_reference_id`) while it is an open future date of that language, even when it filled
 * up meanwhile (the checkout says so; a payment for it is kept, as the overbooking rule says);
 * otherwise the date the page offers now. Null when no date has a seat.
 */
export async function bookableCourseDate(
  db: Database,
  language: Locale,
  requested: string | null,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<IsoDate | null> {
  if (requested && isCalendarDate(requested) && requested > today) {
    const [wanted] = await firstAidDatesWithSeats(db, { language, from: requested, through: requested });
    if (wanted && takesBookings(wanted)) return wanted.date;
  }
  const offer = await nextFirstAidAppointment(db, language, today);
  return offer?.date ?? null;
}

/**
 * The date row a paid first-aid purchase takes its seat on (the webhook, inside its transaction).
 * The payment is done, so the customer's date wins even when it was cancelled or filled up in the
 * meantime: the seat is taken and the date shows on the staff dashboard (`datesNeedingAttention`).
 */
export async function dateRowFor(db: Database, language: Locale, courseDate: IsoDate): Promise<string> {
  await db.insert(firstAidDates).values(ruleRow(language, courseDate)).onConflictDoNothing();
  const [row] = await db
    .select({ id: firstAidDates.id })
    .from(firstAidDates)
    .where(and(eq(firstAidDates.language, language), eq(firstAidDates.courseDate, courseDate)));
  if (!row) throw new Error(`first-aid date ${language} ${courseDate} missing after insert`);
  return row.id;
}

/**
 * Whether `date` is a first-aid date of `language`: one of the table (the rule's, or added by
 * staff), or the holiday-aware rule's (`isRuleDateOf`) beyond the filled year. Every check of a
 * course date comes here: the checkout, the payment webhook, the staff's manual purchase.
 */
export async function isCourseDateOf(db: Database, language: Locale, date: IsoDate): Promise<boolean> {
  // A date-shaped text that names no day (2026-02-30, 0000-00-00) is no course date; the database
  // would answer it with an error.
  if (!isCalendarDate(date)) return false;
  const [row] = await firstAidDatesWithSeats(db, { language, from: date, through: date });
  if (row) return true;
  return isRuleDateOf(language, date, await closedDayMap(db, `${date.slice(0, 7)}-01`));
}

/**
 * The course date of a first-aid purchase: the one it carries when that is a course date of its
 * language (`isCourseDateOf`); otherwise (none, no real day, not a course day, a rule Saturday that
 * moved off a holiday) the next date offered at purchase time (or, with none free, the rule's next
 * date as held). The buyer controls the reference (it comes from the payment link's URL), so any
 * text must end in a date.
 */
export async function purchaseCourseDate(
  db: Database,
  language: Locale,
  reference: string | null,
  purchasedOn: IsoDate,
): Promise<IsoDate> {
  if (reference && (await isCourseDateOf(db, language, reference))) return reference;
  const offer = offerOf(await bookableDates(db, { language, after: purchasedOn }));
  if (offer) return offer.date;
  // Two months always hold one date: a month loses its course only when every Saturday is closed.
  const held = heldRuleDates(
    upcomingFirstAidDates(language, purchasedOn, 3),
    await closedDayMap(db, purchasedOn),
  );
  return held[0] ?? (upcomingFirstAidDates(language, purchasedOn, 1)[0] as IsoDate);
}
