import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// One row per first-aid seat sold (DESIGN §6: seats left = capacity − seats booked through the
// webhook). `checkoutSessionId` is unique so a repeated delivery can never take a second seat.
export const firstAidBookings = pgTable(
  "first_aid_bookings",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseDate: date("course_date", { mode: "string" }).notNull(),
    language: text("language", { enum: ["en", "es"] }).notNull(),
    checkoutSessionId: text("checkout_session_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("first_aid_bookings_course_idx").on(table.courseDate, table.language)],
);
