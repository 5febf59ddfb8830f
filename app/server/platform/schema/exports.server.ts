import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Every download of an accountant's month: which month, which file, who, when. The export page
// shows it, so the office sees which months went to the accountant and by whom. Append-only.

export const accountingExportFormats = ["datev", "german-csv", "staff-csv"] as const;
export type AccountingExportFormat = (typeof accountingExportFormats)[number];

export const accountingExportDownloads = pgTable(
  "accounting_export_downloads",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** "2026-03". */
    month: text("month").notNull(),
    format: text("format", { enum: accountingExportFormats }).notNull(),
    staffUserId: text("staff_user_id").notNull(),
    /** The staff member's name at the time: the record stays readable if the account goes. */
    staffName: text("staff_name").notNull(),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("accounting_export_downloads_month_idx").on(table.month, table.downloadedAt),
    index("accounting_export_downloads_at_idx").on(table.downloadedAt),
  ],
);
