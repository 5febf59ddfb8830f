import { desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { accountingEntriesOfMonth } from "../invoices/accounting-month.server";
import type { AccountingEntry } from "../invoices/accounting-entry.server";
import { type AccountingExportFormat, accountingExportDownloads } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { type EntryCsvLabels, germanMonthCsv, staffMonthCsv } from "./accounting-csv.server";
import { datevMonthFile } from "./datev.server";
import type { Month } from "../invoices/purchase-month.server";

// A month's file for download, and the record of who downloaded which month when. The record and
// the audit entry commit with the read, so a file handed out is always on the list.

export interface MonthFile {
  filename: string;
  contentType: string;
  body: string | Uint8Array;
}

export interface Downloader {
  id: string;
  name: string;
}

export function monthFile(
  format: AccountingExportFormat,
  month: Month,
  entries: readonly AccountingEntry[],
  { labels, locale, at }: { labels: EntryCsvLabels; locale: Locale; at: Date },
): MonthFile {
  switch (format) {
    case "datev":
      return {
        // DATEV's import recognises a file of this format by the "EXTF_" in front of its name.
        filename: `EXTF_Buchungsstapel_${month}.csv`,
        contentType: "text/csv; charset=windows-1252",
        body: datevMonthFile(month, entries, at),
      };
    case "german-csv":
      return {
        filename: `Buchungen-${month}.csv`,
        contentType: "text/csv; charset=utf-8",
        body: germanMonthCsv(entries),
      };
    case "staff-csv":
      return {
        filename: `accounting-${month}.csv`,
        contentType: "text/csv; charset=utf-8",
        body: staffMonthCsv(entries, labels, locale),
      };
  }
}

/**
 * Reads the month, records the download and its audit entry, and returns the file; null for a
 * month without documents, which exports nothing (an empty DATEV batch would still be imported
 * and recorded as delivered).
 */
export async function downloadMonth(
  db: Database,
  staff: Downloader,
  format: AccountingExportFormat,
  month: Month,
  options: { labels: EntryCsvLabels; locale: Locale; at?: Date },
): Promise<MonthFile | null> {
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    const entries = await accountingEntriesOfMonth(tx as unknown as Database, month);
    if (entries.length === 0) return null;
    await tx
      .insert(accountingExportDownloads)
      .values({ month, format, staffUserId: staff.id, staffName: staff.name, downloadedAt: at });
    await recordStaffAction(tx, {
      actor: staff.id,
      action: "accounting-export.download",
      subjectType: "accounting-month",
      subjectId: month,
      after: { format, rows: entries.length },
      at,
    });
    return monthFile(format, month, entries, { ...options, at });
  });
}

export type DownloadRecord = typeof accountingExportDownloads.$inferSelect;

/** The latest downloads, newest first: the export page's list. */
export async function recentDownloads(db: Database, limit = 30): Promise<DownloadRecord[]> {
  return db
    .select()
    .from(accountingExportDownloads)
    .orderBy(desc(accountingExportDownloads.downloadedAt))
    .limit(limit);
}

/** One month's downloads, newest first. */
export async function downloadsOfMonth(db: Database, month: Month): Promise<DownloadRecord[]> {
  return db
    .select()
    .from(accountingExportDownloads)
    .where(eq(accountingExportDownloads.month, month))
    .orderBy(desc(accountingExportDownloads.downloadedAt));
}
