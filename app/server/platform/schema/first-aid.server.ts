import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.server";
import { users } from "./accounts.server";

// First-aid course dates and their seats.

export const firstAidDateStatuses = ["open", "cancelled"] as const;
export type FirstAidDateStatus = (typeof firstAidDateStatuses)[number];

/**
 * Every first-aid course date is a row. The rule (first Saturday Spanish,
 * third Saturday English) fills the year ahead (first-aid/date-fill.server.ts); staff change a
 * date's capacity, cancel it (never deleted) or add an extra one. One date per language and day.
 */
export const firstAidDates = pgTable(
  "first_aid_dates",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    language: text("language", { enum: ["en", "es"] }).notNull(),
    courseDate: date("course_date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    capacity: integer("capacity").notNull(),
    status: text("status", { enum: firstAidDateStatuses }).notNull().default("open"),
    /**
     * Set while staff have closed the date for new bookings (it still takes place, its bookings
     * stay); null = bookable. `takesBookings` (first-aid.server.ts) is the one rule that reads it.
     */
    bookingsClosedAt: timestamp("bookings_closed_at", { withTimezone: true }),
    /** The staff user who added the date; null = added by the rule. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "restrict" }),
    /** The staff user who last changed it; null = untouched, so the rule may still adjust it. */
    changedBy: text("changed_by").references(() => users.id, { onDelete: "restrict" }),
    changedAt: timestamp("changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("first_aid_dates_language_day_idx").on(table.language, table.courseDate),
    check("first_aid_dates_capacity_check", sql`${table.capacity} >= 0`),
    check("first_aid_dates_times_check", sql`${table.endTime} > ${table.startTime}`),
  ],
);

export const bookingAttendances = ["attended", "no-show"] as const;
export type BookingAttendance = (typeof bookingAttendances)[number];

// One row per first-aid seat sold (seats left = capacity − seats booked through the
// webhook). `checkoutSessionId` is unique so a repeated delivery can never take a second seat.
// The seat belongs to a date row, so moving a booking changes one column.
export const firstAidBookings = pgTable(
  "first_aid_bookings",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    dateId: uuid("date_id")
      .notNull()
      .references(() => firstAidDates.id, { onDelete: "restrict" }),
    checkoutSessionId: text("checkout_session_id").notNull().unique(),
    /** The customer asked for their money back from a date the school cancelled (my-account). */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    /**
     * Staff closed the refund request without a refund (the office declined, or the customer
     * chose otherwise); the reason is in the audit log. A new request clears it.
     */
    refundDismissedAt: timestamp("refund_dismissed_at", { withTimezone: true }),
    /**
     * The office moved the booking to another date (not the customer): the date sold was not kept,
     * so the customer may still ask for the price back after the cut-off (§§ 323, 346 BGB). Cleared
     * when the customer moves it themselves.
     */
    movedBySchoolAt: timestamp("moved_by_school_at", { withTimezone: true }),
    /**
     * The calendar file's SEQUENCE: raised with every change the customer's calendar must follow
     * (a move, a cancelled date), so a calendar app replaces the entry it holds for the booking.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Marked by staff after the course: attended or no-show; null = not marked yet. */
    attendance: text("attendance", { enum: bookingAttendances }),
    attendanceMarkedAt: timestamp("attendance_marked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("first_aid_bookings_date_idx").on(table.dateId)],
);

// "cancelled": the customer cancelled the seat in My account within the free cancellation (and the
// price was refunded in full with it). "deleted": the customer's data was deleted (Art. 17 GDPR)
// while the purchase is kept.
export const endedSeatReasons = ["refunded", "disputed", "cancelled", "deleted"] as const;
export type EndedSeatReason = (typeof endedSeatReasons)[number];

/**
 * A seat that ended because its payment was refunded or disputed. The booking row goes (seats are
 * counted from bookings), its id stays here: My account still shows the seat as ended, and its
 * calendar file still answers, as the cancellation of the same entry (RFC 5546 §3.2.5: METHOD:CANCEL,
 * the same UID, a SEQUENCE above the last one sent). A seat booked again for the purchase (a
 * dispute won) takes the id back and removes the row.
 */
export const firstAidEndedSeats = pgTable("first_aid_ended_seats", {
  bookingId: uuid("booking_id").primaryKey(),
  checkoutSessionId: text("checkout_session_id").notNull().unique(),
  // A rule date without bookings may be withdrawn (date-fill.server.ts); its ended seats go with it.
  dateId: uuid("date_id")
    .notNull()
    .references(() => firstAidDates.id, { onDelete: "cascade" }),
  reason: text("reason", { enum: endedSeatReasons }).notNull(),
  calendarSequence: integer("calendar_sequence").notNull(),
  endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
});

export const waitlistStatuses = [
  "unconfirmed",
  "waiting",
  "offered",
  "booked",
  "left",
  "removed",
  "expired",
] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * The waiting list of a full date: one row per address and date. A row starts `unconfirmed` and
 * counts only once the address confirmed it through the mailed link (`confirmedAt`, the place in
 * line: first confirmed, first served). When a seat frees up the first waiting row becomes
 * `offered` with `holdUntil`: until then the seat counts as taken for everyone but that address.
 * The tokens (stored hashed) are in the mails' links: `tokenHash` in the confirmation mail (confirm,
 * later leave), `offerTokenHash` in the mail of a held seat (buy it, or leave). Neither replaces the
 * other, so the first mail's link keeps working after a hold. Rows go after the course date
 * (housekeeping).
 */
export const firstAidWaitlist = pgTable(
  "first_aid_waitlist",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    dateId: uuid("date_id")
      .notNull()
      .references(() => firstAidDates.id, { onDelete: "restrict" }),
    email: text("email").notNull(),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    offerTokenHash: text("offer_token_hash").unique(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("unconfirmed"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("first_aid_waitlist_date_idx").on(table.dateId, table.createdAt),
    // One live entry per address and date: joining twice keeps the first place.
    uniqueIndex("first_aid_waitlist_live_idx")
      .on(table.dateId, table.email)
      .where(sql`status in ('unconfirmed', 'waiting', 'offered')`),
  ],
);

export const bookingNoticeKinds = ["reminder", "date-cancelled"] as const;
export type BookingNoticeKind = (typeof bookingNoticeKinds)[number];

/**
 * The mails a booking got for one date that must go out once: the reminder before the course and
 * the notice that its date was cancelled. The unique key (booking, date, kind) is what keeps two
 * instances that both run the reminder job from mailing twice, and what the dashboard reads to see
 * who has not chosen a new date since the cancellation notice.
 */
export const firstAidBookingNotices = pgTable(
  "first_aid_booking_notices",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => firstAidBookings.id, { onDelete: "cascade" }),
    dateId: uuid("date_id")
      .notNull()
      .references(() => firstAidDates.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: bookingNoticeKinds }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("first_aid_booking_notices_once_idx").on(table.bookingId, table.dateId, table.kind),
  ],
);

/**
 * Days the school cannot hold a course besides the public holidays (the institute closed, staff on
 * holiday): the rule skips them, and an extra date on one needs an explicit confirmation.
 */
export const firstAidClosedDays = pgTable("first_aid_closed_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note").notNull().default(""),
  createdBy: text("created_by").references(() => users.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
});
