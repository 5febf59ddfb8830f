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
    /** Marked by staff after the course: attended or no-show; null = not marked yet. */
    attendance: text("attendance", { enum: bookingAttendances }),
    attendanceMarkedAt: timestamp("attendance_marked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("first_aid_bookings_date_idx").on(table.dateId)],
);
