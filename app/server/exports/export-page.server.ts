import { type VatSplit, sumSplits } from "~/content/vat";
import type { Database } from "../platform/db.server";
import type { AccountingEntry } from "../invoices/accounting-entry.server";
import { accountingEntriesOfMonth } from "../invoices/accounting-month.server";
import { type DownloadRecord, downloadsOfMonth, recentDownloads } from "./accounting-downloads.server";
import { datevSettingsComplete } from "./datev.server";
import type { Month } from "../invoices/purchase-month.server";

// What the staff export page shows for a month: how many documents, their sums by kind, and who
// already downloaded it (with the latest downloads of any month below).

export interface MonthSummary {
  count: number;
  invoices: VatSplit & { count: number };
  creditNotes: VatSplit & { count: number };
  total: VatSplit;
}

export function summariseEntries(entries: readonly AccountingEntry[]): MonthSummary {
  const invoices = entries.filter((entry) => entry.kind === "invoice");
  const creditNotes = entries.filter((entry) => entry.kind === "credit-note");
  return {
    count: entries.length,
    invoices: { ...sumSplits(invoices), count: invoices.length },
    creditNotes: { ...sumSplits(creditNotes), count: creditNotes.length },
    total: sumSplits(entries),
  };
}

export interface ExportPage {
  summary: MonthSummary | null;
  /** The chosen month's downloads, newest first. */
  monthDownloads: DownloadRecord[];
  recent: DownloadRecord[];
  /** False while the DATEV file carries stand-in consultant and client numbers. */
  datevSettingsComplete: boolean;
}

export async function exportPage(db: Database, month: Month | null): Promise<ExportPage> {
  const recent = await recentDownloads(db, 30);
  const settings = { datevSettingsComplete: datevSettingsComplete() };
  if (!month) return { summary: null, monthDownloads: [], recent, ...settings };
  const [entries, monthDownloads] = await Promise.all([
    accountingEntriesOfMonth(db, month),
    downloadsOfMonth(db, month),
  ]);
  return { summary: summariseEntries(entries), monthDownloads, recent, ...settings };
}
