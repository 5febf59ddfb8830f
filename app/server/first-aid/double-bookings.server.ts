import { and, count, eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { firstAidBookings, firstAidDates, purchases, users } from "../platform/schema.server";

// Two seats of one person on one date are usually a mistake (a second tab, a double click on two
// devices): the checkout warns before paying, the staff attendee list flags them.

/** Whether `email` already holds a seat on the date of `language` and day. */
export async function holdsSeatOn(
  db: Database,
  { email, language, date }: { email: string; language: Locale; date: string },
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(firstAidDates.language, language),
        eq(firstAidDates.courseDate, date),
        eq(users.email, email.trim().toLowerCase()),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The e-mail addresses holding more than one seat on a date (lower-cased). */
export async function doubleBookedEmails(db: Database, dateId: string): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(firstAidBookings)
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(firstAidBookings.dateId, dateId))
    .groupBy(users.email)
    .having(sql`count(*) > 1`);
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/**
 * Whether the seat a checkout session paid for sits on a date booked beyond its capacity: the
 * welcome page then says the school will call (the guessable session id reveals only that).
 */
export async function seatOverbooked(db: Database, checkoutSessionId: string | null): Promise<boolean> {
  if (!checkoutSessionId) return false;
  const [row] = await db
    .select({ dateId: firstAidBookings.dateId, capacity: firstAidDates.capacity })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .where(eq(firstAidBookings.checkoutSessionId, checkoutSessionId));
  if (!row) return false;
  const [booked] = await db
    .select({ n: count() })
    .from(firstAidBookings)
    .where(eq(firstAidBookings.dateId, row.dateId));
  return (booked?.n ?? 0) > row.capacity;
}
