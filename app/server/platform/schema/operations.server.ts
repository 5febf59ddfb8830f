import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.server";

// Running the site: mail outbox, throttling, the staff audit log.

// ---- E-mail ----

/** Mail written in the same transaction as what caused it, sent after commit by the worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /**
     * Files sent with the mail, e.g. the terms and withdrawal form of a purchase (§ 312f BGB), an
     * invoice PDF (base64). An invoice's PDF is queued as its document's id and drawn when the
     * mail is sent, then kept here as sent (outbox.server.ts).
     */
    attachments: jsonb("attachments")
      .$type<
        (
          | { filename: string; contentType: string; content: string; encoding?: "base64" }
          | { filename: string; contentType: string; invoiceDocument: string }
        )[]
      >()
      .notNull()
      .default([]),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    /** pending | sent | failed (gave up after the last retry) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A business letter kept after its customer's data was deleted (§ 147 AO): processing
     * restricted (Art. 18 GDPR), so the office's views leave it out; the housekeeping removes it
     * at `keptUntil` (mail/business-letters.server.ts).
     */
    restrictedAt: timestamp("restricted_at", { withTimezone: true }),
    keptUntil: timestamp("kept_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

// ---- Throttling, in the database so it holds across processes ----

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [uniqueIndex("rate_limits_key_window_idx").on(table.key, table.windowStart)],
);

// ---- Staff ----

/**
 * Every staff action, who/when/what/before → after. Append-only: the migration adds triggers that
 * refuse UPDATE, DELETE and TRUNCATE (decision 012). `actor` is a user id or "cli".
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    customerUserId: text("customer_user_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("staff_audit_log_at_idx").on(table.at),
    index("staff_audit_log_customer_idx").on(table.customerUserId, table.at),
  ],
);

// ---- Periodic work ----

/**
 * One row per periodic job (housekeeping, the date fill, backups, reminders): whichever instance
 * claims it runs it, once per period across every instance on the database
 * (app/server/platform/scheduled-jobs.server.ts).
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  /** When the last run began (the next is due a period later). */
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  /** While a run holds it: until when; a crashed instance's claim lapses then. */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** Which instance (host and pid) claimed it last, for the operator. */
  holder: text("holder"),
});
