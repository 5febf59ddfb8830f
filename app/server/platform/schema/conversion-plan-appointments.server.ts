import { date, integer, pgTable, primaryKey, text, time, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.server";
import { conversionPlans } from "./conversion-plans.server";

// ---- A conversion plan's appointments and the reminders sent for it ----

/**
 * One appointment of each kind per plan (licence office, eye test, …): its day, and the time and a
 * note when the customer gave them. `sequence` counts the changes, so a calendar that holds the
 * entry updates it (RFC 5545 §3.8.7.4) instead of adding a second one.
 */
export const conversionPlanAppointments = pgTable(
  "conversion_plan_appointments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => conversionPlans.userId, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    startsAt: time("starts_at"),
    /** The place or a note, as the customer wrote it. */
    note: text("note"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Each reminder sent, under its unique key (plan, what it is about, that day, days before): the
 * row is written in the transaction that queues the mail, so two runs that race send it once, and
 * a moved date is a new key with reminders of its own. Its token's hash lets the mail's one-click
 * unsubscribe (RFC 8058) switch the plan's reminders off without a login.
 */
export const conversionPlanReminders = pgTable(
  "conversion_plan_reminders",
  {
    userId: text("user_id")
      .notNull()
      .references(() => conversionPlans.userId, { onDelete: "cascade" }),
    /** "deadline:theory", "appointment:eye-test", … */
    subject: text("subject").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    offsetDays: integer("offset_days").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.subject, table.day, table.offsetDays] })],
);

/** A plan whose reminders the customer switched off (on the plan page or from a mail). */
export const conversionPlanReminderOptOuts = pgTable("conversion_plan_reminder_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => conversionPlans.userId, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
