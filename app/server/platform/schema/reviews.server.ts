import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reviewServices, withholdReasons } from "../../../content/reviews";
import { users } from "./accounts.server";
import { createdAt } from "./columns.server";
import { purchases } from "./purchases.server";

// ---- Verified reviews: one invitation per finished service, one review per invitation ----
// A review can only be written through its invitation's one-time link, so every review comes from
// a customer who bought and finished the service it names (§ 5b (3) UWG: the site says how it checks).

export { type ReviewService, reviewServices } from "../../../content/reviews";

export { type WithholdReason, withholdReasons } from "../../../content/reviews";

/**
 * One invitation per purchase (the unique purchase makes a second one impossible, whichever
 * instance asks). The links' tokens are stored hashed (a copy of the database holds no usable link);
 * both the invitation's and the reminder's are spent when the review is written.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    checkoutSessionId: text("checkout_session_id")
      .notNull()
      .unique()
      .references(() => purchases.checkoutSessionId, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service", { enum: reviewServices }).notNull(),
    /** The calendar day the service was finished on (the course day, the last lesson). */
    finishedOn: date("finished_on", { mode: "string" }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull(),
    /** The one reminder; null while none was sent. Its link has a token of its own (hashed). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    reminderTokenHash: text("reminder_token_hash").unique(),
    /** The review was written: the link is spent. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("review_invitations_user_idx").on(table.userId)],
);

/** A customer who asked not to be invited again (the invitation's link, or the mail's unsubscribe). */
export const reviewOptOuts = pgTable("review_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * A review, tied to the purchase it was invited for. Published unless withheld for one of the fixed
 * reasons; `authorName` is the name as the customer chose to show it (null: anonymous, or after
 * the customer's data was deleted). `demo` marks the local seed's examples, which a public site refuses.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    checkoutSessionId: text("checkout_session_id")
      .notNull()
      .unique()
      .references(() => purchases.checkoutSessionId, { onDelete: "restrict" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    service: text("service", { enum: reviewServices }).notNull(),
    finishedOn: date("finished_on", { mode: "string" }).notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** The language it is written in: it is listed on the pages of that language. */
    language: text("language", { enum: ["en", "es"] }).notNull(),
    authorName: text("author_name"),
    status: text("status", { enum: ["published", "withheld"] })
      .notNull()
      .default("published"),
    withheldReason: text("withheld_reason", { enum: withholdReasons }),
    withheldAt: timestamp("withheld_at", { withTimezone: true }),
    /** The school's public answer. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("reviews_published_idx").on(table.status, table.language, table.createdAt),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);
