import { asc, eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { type IsoDate, seatsLeftOf, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { type FirstAidDateSeats, firstAidDatesWithSeats } from "./offered-dates.server";
import {
  type BookingAttendance,
  firstAidBookings,
  type PurchaseStatus,
  purchases,
  users,
} from "../platform/schema.server";
import { lacksHealthConsent } from "./written-health-consent.server";

// What the staff see of a course date: who booked it (for the partner institute's
// list and for contacting them), which dates need a look, and where a seat can be moved to.

export interface Attendee {
  bookingId: string;
  name: string;
  email: string;
  /** For the partner institute's list: how to reach them on the day, and their date of birth. */
  phone: string | null;
  dateOfBirth: IsoDate | null;
  /** What the seat was paid, in cents (null when unknown). */
  amountCents: number | null;
  /** Booked with the eye test (the product says so). */
  eyeTest: boolean;
  purchaseStatus: PurchaseStatus | null;
  purchasedAt: Date | null;
  /** The buyer's account, for the link to their page. */
  customerId: string | null;
  /** An eye test without the health-data consent (Art. 9 GDPR): flagged until staff record it. */
  healthConsentMissing: boolean;
  /** Marked by staff after the course; null = not marked. */
  attendance: BookingAttendance | null;
}

/** The people booked on a date, by name. */
export async function attendeesOf(db: Database, dateId: string): Promise<Attendee[]> {
  const rows = await db
    .select({
      bookingId: firstAidBookings.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      amountCents: purchases.amountCents,
      productId: purchases.productId,
      purchaseStatus: purchases.status,
      purchasedAt: purchases.purchasedAt,
      customerId: purchases.userId,
      healthDataConsentAt: purchases.healthDataConsentAt,
      attendance: firstAidBookings.attendance,
    })
    .from(firstAidBookings)
    .leftJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(eq(firstAidBookings.dateId, dateId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    name: row.name ?? "",
    email: row.email ?? "",
    phone: row.phone,
    dateOfBirth: row.dateOfBirth as IsoDate | null,
    amountCents: row.amountCents,
    eyeTest: Boolean(row.productId && products[row.productId as ProductId]?.eyeTest),
    purchaseStatus: row.purchaseStatus,
    purchasedAt: row.purchasedAt,
    customerId: row.customerId,
    healthConsentMissing: Boolean(
      row.productId &&
      lacksHealthConsent({ productId: row.productId, healthDataConsentAt: row.healthDataConsentAt }),
    ),
    attendance: row.attendance,
  }));
}

/** One date with its seats, or undefined. */
export async function firstAidDateWithSeats(
  db: Database,
  dateId: string,
): Promise<FirstAidDateSeats | undefined> {
  const all = await firstAidDatesWithSeats(db, { ids: [dateId] });
  return all[0];
}

export type AttentionReason = "overbooked" | "cancelledWithBookings";

export interface DateNeedingAttention extends FirstAidDateSeats {
  reason: AttentionReason;
}

/**
 * Dashboard alerts: dates from today on with more seats booked than capacity, and
 * cancelled dates that still hold bookings (those people must be contacted and moved).
 */
export async function datesNeedingAttention(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<DateNeedingAttention[]> {
  return attentionAmong(await firstAidDatesWithSeats(db, { from: today }));
}

/** The dates among `dates` that need attention (for a page that has read them already). */
export function attentionAmong(dates: readonly FirstAidDateSeats[]): DateNeedingAttention[] {
  return dates.flatMap((day): DateNeedingAttention[] => {
    if (day.status === "cancelled" && day.booked > 0) return [{ ...day, reason: "cancelledWithBookings" }];
    if (day.status === "open" && day.booked > day.capacity) return [{ ...day, reason: "overbooked" }];
    return [];
  });
}

/** Where a seat of `dateId` can go: other open future dates of its language with a free seat. */
export async function moveTargetsFor(
  db: Database,
  dateId: string,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<FirstAidDateSeats[]> {
  const source = await firstAidDateWithSeats(db, dateId);
  if (!source) return [];
  const dates = await firstAidDatesWithSeats(db, { language: source.language, after: today });
  return dates.filter((d) => d.id !== dateId && d.status === "open" && seatsLeftOf(d) > 0);
}
