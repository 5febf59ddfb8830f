import { and, count, eq, sql } from "drizzle-orm";
import { firstAidSchedule } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db.server";
import { queueMail } from "../mail/outbox.server";
import { overbookedNotice } from "../mail/school-notices.server";
import { firstAidBookings } from "../schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Issue 14 §6: after a booking was added to a first-aid date, tells the school when the date now
 * holds more bookings than seats (a payment for a date that filled up meanwhile). Every booking
 * beyond capacity is one more person to contact, so each one sends a notice. Bookings of one date
 * are counted under a per-date transaction lock, so two concurrent bookings cannot both miss it.
 */
export async function noticeIfOverbooked(tx: Tx, language: Locale, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`first-aid:${language}:${date}`}))`);
  const [row] = await tx
    .select({ booked: count() })
    .from(firstAidBookings)
    .where(and(eq(firstAidBookings.language, language), eq(firstAidBookings.courseDate, date)));
  const booked = row?.booked ?? 0;
  const capacity = firstAidSchedule.capacity;
  if (booked > capacity) await queueMail(tx, overbookedNotice({ date, language, booked, capacity }));
}
