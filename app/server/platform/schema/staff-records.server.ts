import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.server";
import { createdAt } from "./columns.server";

// What the staff area keeps beside the audit log: which forms were already handled, the office's
// notes about a customer, and the dashboard alerts someone has seen to.

/**
 * One row per staff form handled, by the one-time key the page put in it: a second submission of
 * the same form (Back and send again, a double click) finds what the first did and where it is.
 */
export const staffFormSubmissions = pgTable(
  "staff_form_submissions",
  {
    key: text("key").notNull(),
    /** "manual-purchase", "extend", "resend", "refund", "note", "add-date", … */
    form: text("form").notNull(),
    staffUserId: text("staff_user_id").notNull(),
    /** What the first submission did (the message key its page showed). */
    outcome: text("outcome").notNull(),
    /** Where what it recorded is shown (a staff path without the language prefix). */
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.form, table.key] })],
);

/** A note by a staff member about a customer (a phone call, an agreement): kept, never edited. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerUserId: text("customer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("customer_notes_customer_idx").on(table.customerUserId, table.createdAt)],
);

/**
 * A dashboard alert a staff member has seen to. `alertKey` names the alert and the state it was
 * in ("reversed:<purchase>:disputed"), so the same thing turning worse alerts again.
 */
export const alertAcknowledgements = pgTable("alert_acknowledgements", {
  alertKey: text("alert_key").primaryKey(),
  staffUserId: text("staff_user_id").notNull(),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull().defaultNow(),
});
