import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---- Accounts: better-auth's documented schema (users, sessions, accounts, verifications) ----

export const userRoles = ["customer", "staff"] as const;
export type UserRole = (typeof userRoles)[number];

/** A customer. Created by a purchase (never by public sign-up), e-mail stored lower-cased. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Language of the customer's first purchase: the language of our e-mails to them. */
  locale: text("locale", { enum: ["en", "es"] })
    .notNull()
    .default("en"),
  /** Issue 14 §1: only `npm run staff:add` makes a user staff. */
  role: text("role", { enum: userRoles }).notNull().default("customer"),
  /** better-auth's two-factor plugin: set when the staff member confirmed their TOTP app. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Issue 14 §1: staff sessions end after 12 idle hours. Our own column, written at most every
     * few minutes (staff-session.server.ts); better-auth's refresh rewrites `updated_at`, which
     * would hide a long idle time.
     */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** Single-use tokens (set-password and reset links); identifiers are stored hashed. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** better-auth's two-factor plugin (issue 14 §1): the TOTP secret and backup codes, both encrypted. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [
    index("two_factors_user_idx").on(table.userId),
    index("two_factors_secret_idx").on(table.secret),
  ],
);

// ---- Purchases ----

/** Every payment-provider event id we have seen, stored once: a repeat delivery is a no-op. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** processed | ignored | unknown_product | unknown_purchase */
  outcome: text("outcome").notNull(),
  detail: text("detail"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseStatuses = ["pending", "paid", "failed", "refunded", "disputed"] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** One row per checkout session; its status only moves forward (see purchase-state.ts). */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    productId: text("product_id").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    status: text("status", { enum: purchaseStatuses }).notNull(),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    /** Charge disputed: access ended and the school must look at it. */
    flagged: boolean("flagged").notNull().default(false),
    /** The buyer had no password yet: the welcome page and mail say "set your password". */
    newCustomer: boolean("new_customer").notNull(),
    /** First-aid purchases: the course date booked (from client_reference_id). */
    courseDate: date("course_date", { mode: "string" }),
    /**
     * Eye-test purchases: when the buyer ticked the separate consent to the processing of the eye
     * test's health data (Art. 9 (2) a GDPR, Art. 7 (1): the school must be able to show it).
     * Null = no consent given at checkout; the school then asks for it in writing before the test.
     */
    healthDataConsentAt: timestamp("health_data_consent_at", { withTimezone: true }),
    /** When the checkout happened (the provider's time): access runs from here, whatever the delivery order. */
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("purchases_user_idx").on(table.userId),
    index("purchases_payment_intent_idx").on(table.paymentIntentId),
  ],
);

/** Course access per customer (SPEC §9: 3 months; a repeat purchase extends it). */
export const courseAccess = pgTable("course_access", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Course access given by staff in whole months (issue 14 §4). Kept as grants beside the purchases,
 * because access is recomputed from all grants whenever a purchase changes: an end date alone
 * would be lost at the next recomputation. The idempotency key comes from the staff form, so a
 * second submission of the same form adds nothing.
 */
export const courseAccessExtensions = pgTable(
  "course_access_extensions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    months: integer("months").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
  },
  (table) => [index("course_access_extensions_user_idx").on(table.userId)],
);

/**
 * Refunds and disputes that arrived before their purchase (events come in any order): the
 * purchase, when it arrives, starts in this state instead of granting access.
 */
export const paymentReversals = pgTable("payment_reversals", {
  paymentIntentId: text("payment_intent_id").primaryKey(),
  status: text("status", { enum: ["refunded", "disputed"] }).notNull(),
  createdAt: createdAt(),
});

export const firstAidDateStatuses = ["open", "cancelled"] as const;
export type FirstAidDateStatus = (typeof firstAidDateStatuses)[number];

/**
 * Issue 14 §3 / DESIGN §6: every first-aid course date is a row. The rule (first Saturday Spanish,
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

// One row per first-aid seat sold (DESIGN §6: seats left = capacity − seats booked through the
// webhook). `checkoutSessionId` is unique so a repeated delivery can never take a second seat.
// The seat belongs to a date row (issue 14 §3), so moving a booking changes one column.
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
    createdAt: createdAt(),
  },
  (table) => [index("first_aid_bookings_date_idx").on(table.dateId)],
);

// ---- Course progress (SPEC §3/§7: per lesson, completed flag; visits for "continue") ----

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/**
 * Issue 15 §4: the spaced-review state of one examiner phrase (card) for one customer: the FSRS
 * memory state (ts-fsrs) and the Berlin calendar day it is due. `version` counts the grades, so a
 * grade made against an older state (another device, an old offline queue) is refused (409).
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phraseId: text("phrase_id").notNull(),
    version: integer("version").notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer("state").notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    lastReviewAt: timestamp("last_review_at", { withTimezone: true }).notNull(),
    /** The day (Europe/Berlin) from which the card is due again. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.phraseId] }),
    index("review_cards_due").on(table.userId, table.dueOn),
  ],
);

/**
 * Every grade, once: the idempotency key the browser made for it is the key, so a replayed
 * submission (an offline queue sent twice, a double tap) changes nothing (issue 15, bad input).
 */
export const reviewGrades = pgTable(
  "review_grades",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    phraseId: text("phrase_id").notNull(),
    /** 1 again, 2 hard, 3 good, 4 easy. */
    grade: integer("grade").notNull(),
    mode: text("mode", { enum: ["cards", "drill"] }).notNull(),
    /** The card's version this grade produced. */
    version: integer("version").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The server's time: what scheduling used. */
    gradedAt: timestamp("graded_at", { withTimezone: true }).notNull(),
    /** The device's own time of the grade, clamped to the past month; a record, never trusted. */
    deviceAt: timestamp("device_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

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
    /** Files sent with the mail, e.g. the terms and withdrawal form of a purchase (§ 312f BGB). */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    /** pending | sent | failed (gave up after the last retry) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

// ---- Throttling (issue 3 §3), in the database so it holds across processes ----

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [uniqueIndex("rate_limits_key_window_idx").on(table.key, table.windowStart)],
);

// ---- Staff (issue 14 §7) ----

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
