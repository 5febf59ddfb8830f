import { date, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.server";
import { createdAt, updatedAt } from "./columns.server";
import { purchases } from "./purchases.server";

// ---- The conversion assistance as a case both the customer and the office see ----

/** One case per buyer of the conversion assistance, opened when the purchase is paid. */
export const conversionCases = pgTable("conversion_cases", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The paid purchase that opened the case (kept as a booking record when the account goes). */
  purchaseId: uuid("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
  openedAt: createdAt(),
});

/** One row per step of a case: its state, its date (due, or done on) and who acts. */
export const conversionCaseSteps = pgTable(
  "conversion_case_steps",
  {
    userId: text("user_id")
      .notNull()
      .references(() => conversionCases.userId, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    state: text("state").notNull().default("todo"),
    dated: date("dated", { mode: "string" }),
    responsible: text("responsible").notNull(),
    /** The office's own note: shown to staff only. */
    note: text("note"),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
