import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db.server";
import { invoiceDocuments, purchases } from "../schema.server";
import { privateNoStore } from "../security-headers.server";
import { documentPdf } from "./invoice-attachment.server";
import type { InvoiceDocument } from "./invoice-issue.server";

// A customer's invoices and credit notes: the list in their account and on the staff's customer
// page, and one document's PDF for its owner only. A document belongs to the customer of its
// purchase; anyone else asking for its number gets nothing (the route answers 404, as for a number
// that does not exist, so a number reveals nothing).

export interface DocumentSummary {
  number: string;
  kind: InvoiceDocument["kind"];
  issuedAt: string;
  grossCents: number;
  purchaseId: string;
}

export async function documentsOfCustomer(db: Database, userId: string): Promise<InvoiceDocument[]> {
  const rows = await db
    .select({ document: invoiceDocuments })
    .from(invoiceDocuments)
    .innerJoin(purchases, eq(purchases.id, invoiceDocuments.purchaseId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(invoiceDocuments.issuedAt), desc(invoiceDocuments.sequence));
  return rows.map((row) => row.document);
}

export function summaries(documents: InvoiceDocument[]): DocumentSummary[] {
  return documents.map((document) => ({
    number: document.number,
    kind: document.kind,
    issuedAt: document.issuedAt.toISOString(),
    grossCents: document.grossCents,
    purchaseId: document.purchaseId,
  }));
}

/** A document's number from its file name in a URL ("2026-00017.pdf"); null for anything else. */
export function numberOfFile(file: string | undefined): string | null {
  const match = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(file ?? "");
  return match?.[1] ?? null;
}

/** The PDF of the customer's document with this number; null when there is none of theirs. */
export async function customerDocumentPdf(
  db: Database,
  userId: string,
  number: string,
): Promise<{ document: InvoiceDocument; pdf: Buffer } | null> {
  const [row] = await db
    .select({ document: invoiceDocuments })
    .from(invoiceDocuments)
    .innerJoin(purchases, eq(purchases.id, invoiceDocuments.purchaseId))
    .where(and(eq(invoiceDocuments.number, number), eq(purchases.userId, userId)));
  if (!row) return null;
  return { document: row.document, pdf: await documentPdf(db, row.document) };
}

/** The PDF as a download: never cached, never guessed as another type. */
export function pdfResponse(number: string, pdf: Buffer): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${number}.pdf"`,
      ...privateNoStore,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The staff customer page's part: the documents with their PDF links, what remains to be refunded
 * of each invoiced purchase, and the name and address its current invoice states.
 */
export async function staffInvoiceData(
  db: Database,
  customerId: string,
  pdfPath: (number: string) => string,
) {
  const documents = await documentsOfCustomer(db, customerId);
  const current = new Map<string, { invoice: InvoiceDocument; remainingCents: number }>();
  // Newest first: the first invoice met per purchase is its current one.
  for (const document of documents)
    if (document.kind === "invoice" && !current.has(document.purchaseId))
      current.set(document.purchaseId, { invoice: document, remainingCents: document.grossCents });
  for (const document of documents) {
    const entry = current.get(document.purchaseId);
    if (entry && document.correctsId === entry.invoice.id) entry.remainingCents += document.grossCents;
  }
  return {
    documents: summaries(documents).map((summary) => ({ ...summary, href: pdfPath(summary.number) })),
    invoiced: Object.fromEntries(
      [...current].map(([purchaseId, { invoice, remainingCents }]) => [
        purchaseId,
        {
          number: invoice.number,
          remainingCents,
          name: invoice.customerName ?? "",
          address: invoice.billingAddress ?? "",
        },
      ]),
    ),
  };
}
