import { date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.server";
import { createdAt, updatedAt } from "./columns.server";

// ---- A customer's own conversion plan (My account → my conversion) ----

/**
 * One plan per customer: the licence it converts (the licence check's country, region and class)
 * and the customer's own dates. Saving again replaces the row.
 */
export const conversionPlans = pgTable("conversion_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  country: text("country").notNull(),
  region: text("region"),
  licenceClass: text("licence_class"),
  since: date("since", { mode: "string" }),
  applied: date("applied", { mode: "string" }),
  testOrder: date("test_order", { mode: "string" }),
  theory: date("theory", { mode: "string" }),
  practical: date("practical", { mode: "string" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The plan's ticked documents with the customer's date for each: never a scan or a number. */
export const conversionPlanDocuments = pgTable(
  "conversion_plan_documents",
  {
    userId: text("user_id")
      .notNull()
      .references(() => conversionPlans.userId, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Issued on, or valid until, as the document's rule says. */
    dated: date("dated", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
