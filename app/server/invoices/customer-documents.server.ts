import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { invoiceDocuments, purchases } from "../platform/schema.server";
import { privateNoStore } from "../platform/security-headers.server";
import type { DeferredAttachment } from "../mail/mail-builders.server";
import { eInvoicePdfFilename, eInvoiceXmlFilename } from "./e-invoice.server";
import { documentFile, documentPdf } from "./invoice-attachment.server";
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
  /** A company's document: also downloadable as its e-invoice (XML and ZUGFeRD PDF). */
  eInvoice: boolean;
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
    eInvoice: document.buyerVatId !== null,
  }));
}

/** A document's number from its file name in a URL ("2026-00017.pdf"); null for anything else. */
export function numberOfFile(file: string | undefined): string | null {
  const match = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(file ?? "");
  return match?.[1] ?? null;
}

export type DocumentFile = NonNullable<DeferredAttachment["file"]>;

/**
 * A document's number and which of its files a URL asks for, by the names the mail gives them:
 * "2026-00017.pdf", a company's "2026-00017.xml" (the e-invoice) and "2026-00017-zugferd.pdf".
 */
export function documentFileOf(file: string | undefined): { number: string; file: DocumentFile } | null {
  const match = /^([A-Za-z0-9-]{1,40}?)(-zugferd\.pdf|\.xml|\.pdf)$/.exec(file ?? "");
  if (!match?.[1]) return null;
  const kind = match[2] === ".xml" ? "e-invoice-xml" : match[2] === ".pdf" ? "pdf" : "e-invoice-pdf";
  return { number: match[1], file: kind };
}

/**
 * One file of the customer's document with this number: the PDF, or a company's e-invoice. Null
 * when the document is none of theirs, or is a consumer's and asked for as an e-invoice.
 */
export async function customerDocumentFile(
  db: Database,
  userId: string,
  asked: { number: string; file: DocumentFile },
): Promise<Response | null> {
  const [row] = await db
    .select({ document: invoiceDocuments })
    .from(invoiceDocuments)
    .innerJoin(purchases, eq(purchases.id, invoiceDocuments.purchaseId))
    .where(and(eq(invoiceDocuments.number, asked.number), eq(purchases.userId, userId)));
  if (!row || (asked.file !== "pdf" && !row.document.buyerVatId)) return null;
  const { document } = row;
  const content = await documentFile(db, document, asked.file);
  if (asked.file === "pdf") return pdfResponse(document.number, content);
  const xml = asked.file === "e-invoice-xml";
  return new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": xml ? "application/xml; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${xml ? eInvoiceXmlFilename(document) : eInvoicePdfFilename(document)}"`,
      ...privateNoStore,
      "X-Content-Type-Options": "nosniff",
    },
  });
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
 * of each invoiced purchase, and the name, address and VAT id its current invoice states.
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
          vatId: invoice.buyerVatId ?? "",
        },
      ]),
    ),
  };
}
