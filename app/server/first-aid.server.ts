import { and, count, eq, gt } from "drizzle-orm";
import {
  type BookedSeats,
  type FirstAidOffer,
  firstAidOffer,
  type IsoDate,
  seatsLeftOf,
  todayInSchoolTimeZone,
} from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "./db.server";
import { firstAidBookings } from "./schema";

/** DESIGN §6: seats left = capacity − seats booked through the webhook, never below zero. */
export async function seatsLeft(db: Database, language: Locale, date: IsoDate): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(firstAidBookings)
    .where(and(eq(firstAidBookings.language, language), eq(firstAidBookings.courseDate, date)));
  return seatsLeftOf(date, { [date]: row?.booked ?? 0 });
}

/** Seats booked on each course date of a language after `today` (earlier ones are no longer offered). */
export async function bookedSeats(db: Database, language: Locale, today: IsoDate): Promise<BookedSeats> {
  const rows = await db
    .select({ date: firstAidBookings.courseDate, booked: count() })
    .from(firstAidBookings)
    .where(and(eq(firstAidBookings.language, language), gt(firstAidBookings.courseDate, today)))
    .groupBy(firstAidBookings.courseDate);
  return Object.fromEntries(rows.map((row) => [row.date, row.booked]));
}

/** The date a first-aid page offers: the next one with a free seat (SPEC §2 appointment card). */
export async function nextFirstAidAppointment(
  db: Database,
  language: Locale,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<FirstAidOffer> {
  return firstAidOffer(language, today, await bookedSeats(db, language, today));
}
