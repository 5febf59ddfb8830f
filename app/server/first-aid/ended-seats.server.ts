import { eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { type EndedSeatReason, firstAidDates, firstAidEndedSeats, purchases, users } from "../platform/schema.server";
import type { BookingFacts } from "./booking-calendar.server";
import type { Tx } from "./staff-action.server";

// Seats that ended with their payment (a refund, a dispute): the booking row is deleted, so no seat
// count sees it, and its id, date and calendar sequence are kept here. The customer's calendar
// then gets, and My account's download answers, the cancellation of the entry it holds.

type Reader = Pick<Database, "select"> | Tx;

/** What the deleted booking row was, as its delete returned it. */
export interface EndingSeat {
  id: string;
  dateId: string;
  calendarSequence: number;
}

/**
 * Records the seats of a checkout whose booking rows were just deleted. The sequence rises by one:
 * the cancellation must outrank every file sent before it (RFC 5545 §3.8.7.4).
 */
export async function recordEndedSeats(
  tx: Tx,
  checkoutSessionId: string,
  seats: readonly EndingSeat[],
  reason: EndedSeatReason,
): Promise<void> {
  for (const seat of seats)
    await tx
      .insert(firstAidEndedSeats)
      .values({
        bookingId: seat.id,
        checkoutSessionId,
        dateId: seat.dateId,
        reason,
        calendarSequence: seat.calendarSequence + 1,
      })
      .onConflictDoUpdate({
        target: firstAidEndedSeats.checkoutSessionId,
        set: {
          bookingId: seat.id,
          dateId: seat.dateId,
          reason,
          calendarSequence: seat.calendarSequence + 1,
          endedAt: new Date(),
        },
      });
}

/**
 * A purchase books its seat again (a dispute the school won): the seat takes back its id and a
 * sequence above the cancellation, so the customer's calendar shows the entry again; the ended
 * record goes. Undefined when the purchase had no ended seat.
 */
export async function takeBackEndedSeat(
  tx: Tx,
  checkoutSessionId: string,
): Promise<{ id: string; calendarSequence: number } | undefined> {
  const [ended] = await tx
    .delete(firstAidEndedSeats)
    .where(eq(firstAidEndedSeats.checkoutSessionId, checkoutSessionId))
    .returning();
  return ended ? { id: ended.bookingId, calendarSequence: ended.calendarSequence + 1 } : undefined;
}

function endedQuery(db: Reader) {
  return db
    .select({
      bookingId: firstAidEndedSeats.bookingId,
      sequence: firstAidEndedSeats.calendarSequence,
      dateId: firstAidDates.id,
      courseLanguage: firstAidDates.language,
      courseDate: firstAidDates.courseDate,
      startTime: firstAidDates.startTime,
      endTime: firstAidDates.endTime,
      dateStatus: firstAidDates.status,
      purchaseStatus: purchases.status,
      checkoutSessionId: firstAidEndedSeats.checkoutSessionId,
      userId: purchases.userId,
      email: users.email,
      name: users.name,
      userLocale: users.locale,
      purchaseLocale: purchases.locale,
    })
    .from(firstAidEndedSeats)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidEndedSeats.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidEndedSeats.checkoutSessionId))
    .leftJoin(users, eq(users.id, purchases.userId));
}

function toFacts(row: Awaited<ReturnType<typeof endedQuery>>[number]): BookingFacts {
  const { userLocale, purchaseLocale, ...rest } = row;
  return { ...rest, locale: userLocale ?? purchaseLocale };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The facts of an ended seat, as the calendar file needs them; undefined for any other id. */
export async function endedSeatFacts(db: Reader, bookingId: string): Promise<BookingFacts | undefined> {
  if (!uuidPattern.test(bookingId)) return undefined;
  const [row] = await endedQuery(db).where(eq(firstAidEndedSeats.bookingId, bookingId));
  return row ? toFacts(row) : undefined;
}

/** The ended seat of a checkout (a purchase holds one seat at most). */
export async function endedSeatFactsOfCheckout(
  db: Reader,
  checkoutSessionId: string,
): Promise<BookingFacts | undefined> {
  const [row] = await endedQuery(db).where(eq(firstAidEndedSeats.checkoutSessionId, checkoutSessionId));
  return row ? toFacts(row) : undefined;
}
