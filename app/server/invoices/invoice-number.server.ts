import { sql } from "drizzle-orm";
import { site } from "~/content/site";
import { schoolTimeZone } from "~/i18n/format";
import type { Tx } from "../payments/purchase-recording.server";
import { invoiceSeries } from "../platform/schema.server";

// The next number of the year's series, taken inside the caller's transaction. The upsert holds
// the year's row until that transaction ends: a concurrent issuer waits, a rollback gives the
// number back, so the series has neither gaps nor duplicates (a requirement for invoice numbers,
// § 14 (4) Nr. 4 UStG).

export interface DocumentNumber {
  number: string;
  year: number;
  sequence: number;
}

/** The calendar year of a moment in Frankfurt: the series a document issued then belongs to. */
export function seriesYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: schoolTimeZone, year: "numeric" }).format(at));
}

export function formatDocumentNumber(
  year: number,
  sequence: number,
  prefix: string = site.invoiceNumberPrefix,
): string {
  return `${prefix}${year}-${String(sequence).padStart(5, "0")}`;
}

export async function nextDocumentNumber(tx: Tx, issuedAt: Date): Promise<DocumentNumber> {
  const year = seriesYear(issuedAt);
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.year,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  const sequence = row?.lastNumber;
  if (!sequence) throw new Error("invoice series returned no number");
  return { number: formatDocumentNumber(year, sequence), year, sequence };
}
