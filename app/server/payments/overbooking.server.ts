import { eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { seatsBookedOn } from "../first-aid/date-actions.server";
import { queueMail } from "../mail/outbox.server";
import { overbookedNotice } from "../mail/school-notices.server";
import { firstAidDates } from "../platform/schema.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * After a booking was added to a first-aid date, tells the school (and answers whether it did) when the date now
 * holds more bookings than seats (a payment for a date that filled up meanwhile). Every booking
 * beyond capacity is one more person to contact, so each one sends a notice.
 *
 * The date row is locked FOR NO KEY UPDATE: two webhook deliveries booking the same date take turns
 * here, and the second counts the first's committed seat, so neither misses an overbooking. Not FOR
 * UPDATE (`lockedDate`): that waits for the key-share lock another booking's insert holds on the row,
 * and two bookings would wait for each other.
 */
export async function noticeIfOverbooked(tx: Tx, dateId: string): Promise<boolean> {
  const [date] = await tx
    .select()
    .from(firstAidDates)
    .where(eq(firstAidDates.id, dateId))
    .for("no key update");
  if (!date) return false;
  const booked = await seatsBookedOn(tx, dateId);
  if (booked > date.capacity) {
    await queueMail(
      tx,
      overbookedNotice({ date: date.courseDate, language: date.language, booked, capacity: date.capacity }),
    );
    return true;
  }
  return false;
}
