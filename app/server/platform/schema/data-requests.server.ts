import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.server";

// Customers' requests to delete their data (Art. 17 GDPR). A download (Art. 15, 20) needs no row:
// the customer takes it from their account page at any time.

export const deletionRequestStatuses = ["open", "done"] as const;

/**
 * One row per request: open until an owner deletes the customer's data (then done, by whom and
 * when). At most one open request per customer, so a second click adds nothing. The user row
 * stays after the deletion (anonymised: the purchases kept by law point to it), and so does this.
 */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status", { enum: deletionRequestStatuses }).notNull().default("open"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** The owner who deleted the data (a user id). */
    doneBy: text("done_by"),
  },
  (table) => [
    uniqueIndex("deletion_requests_one_open_idx")
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
    index("deletion_requests_status_idx").on(table.status, table.requestedAt),
  ],
);
