import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.server";
import { users } from "./accounts.server";

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

/**
 * `awaiting`: a bank transfer the office recorded before the money came (invoice and seat held,
 * nothing else granted); `cancelled`: such a purchase the office cancelled unpaid (seat freed).
 */
export const purchaseStatuses = [
  "pending",
  "paid",
  "failed",
  "refunded",
  "disputed",
  "awaiting",
  "cancelled",
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/**
 * Why a purchase needs a person: paid without a usable e-mail address (no account, no mail), the
 * course date asked for replaced by the next open one, the buyer's name left out, another value
 * (amount, currency, reference, time) left out, paid for a date that staff closed for bookings or
 * cancelled meanwhile (the seat is kept there), paid over €250 without the recipient's address the
 * invoice must name (§ 14 (4) Nr. 1 UStG; no invoice until the customer or the office adds it), a
 * first-aid date within the withdrawal period without the buyer's request to start early, a
 * lesson's payment that names no unpaid lesson of the buyer (kept as a purchase, no lesson marked
 * paid), a lesson pack refunded after some of its units were used (only the unused ones taken back).
 */
export const purchaseAttentions = [
  "noEmail",
  "dateReplaced",
  "nameLeftOut",
  "valuesLeftOut",
  "dateClosed",
  "dateCancelled",
  "billingAddressMissing",
  "earlyStartMissing",
  "lessonNotMatched",
  "lessonUnitsUsed",
] as const;
export type PurchaseAttention = (typeof purchaseAttentions)[number];

/** One row per checkout session; its status only moves forward (see purchase-state.ts). */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /**
     * The buyer's account. Null when the payment carried no usable e-mail address: the money is
     * recorded all the same, and the purchase waits on the staff dashboard (`attention`).
     */
    userId: text("user_id").references(() => users.id, { onDelete: "restrict" }),
    productId: text("product_id").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    status: text("status", { enum: purchaseStatuses }).notNull(),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    /**
     * What a person must look at in this purchase (codes of `purchaseAttentions`): values of the
     * payment that were left out or replaced. Shown on the staff dashboard.
     */
    attention: text("attention", { enum: purchaseAttentions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    /**
     * How the health-data consent was given: null at checkout (its own field), else the staff member
     * who recorded that the customer's written consent was received.
     */
    healthDataConsentRecordedBy: text("health_data_consent_recorded_by"),
    /**
     * Online course (§ 356 (5) BGB): when the buyer agreed to the immediate start and acknowledged
     * losing the right of withdrawal. The checkout requires it; a manual purchase records what the
     * customer told the office. Null: not agreed, the right of withdrawal stands.
     */
    immediateStartConsentAt: timestamp("immediate_start_consent_at", { withTimezone: true }),
    /**
     * First-aid course on a date inside the 14-day withdrawal period: when the buyer expressly asked
     * the school to start before the period ends (§ 356 (4), § 357a (2) BGB), and the version of the
     * wording they agreed to (`EARLY_START_TEXT_VERSION`). Null: not asked (a later date needs none).
     */
    earlyStartRequestedAt: timestamp("early_start_requested_at", { withTimezone: true }),
    earlyStartTextVersion: text("early_start_text_version"),
    /**
     * The payment's reference as the school knows it: a bank transfer's reference or a cash
     * receipt's number for a manual purchase (null for card payments, whose references are the
     * provider's ids above). Indexed: a second purchase with the same reference is a likely mistake.
     */
    paymentReference: text("payment_reference"),
    /** When the checkout happened (the provider's time): access runs from here, whatever the delivery order. */
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** An awaited bank transfer: the day the invoice asks it by. */
    paymentDueOn: date("payment_due_on", { mode: "string" }),
    /** An awaited bank transfer: the day the office saw the money arrive (its bank statement's day). */
    paymentReceivedOn: date("payment_received_on", { mode: "string" }),
    /** The one payment reminder's claim: set in the transaction that queues it, so it goes once. */
    paymentReminderSentAt: timestamp("payment_reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("purchases_user_idx").on(table.userId),
    index("purchases_payment_intent_idx").on(table.paymentIntentId),
    index("purchases_payment_reference_idx").on(table.paymentReference),
    // The staff dashboard reads the last week's purchases and the month's revenue by this time.
    index("purchases_purchased_at_idx").on(table.purchasedAt),
  ],
);

/** Course access per customer (3 months; a repeat purchase extends it). */
export const courseAccess = pgTable("course_access", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Course access given by staff in whole months. Kept as grants beside the purchases,
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
