import { isNotNull } from "drizzle-orm";
import type { Database } from "~/server/platform/db.server";
import { invoiceDocuments, invoiceSeries } from "~/server/platform/schema.server";

// The app never deletes an invoice document; a test that empties its tables between cases does,
// credit notes first (they reference the invoice they correct), then the rest, then the series.
export async function deleteInvoiceDocuments(db: Database): Promise<void> {
  await db.delete(invoiceDocuments).where(isNotNull(invoiceDocuments.correctsId));
  await db.delete(invoiceDocuments);
  await db.delete(invoiceSeries);
}
