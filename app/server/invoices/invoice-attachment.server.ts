import { eq } from "drizzle-orm";
import type { DeferredAttachment, MailAttachment } from "../mail/mail-builders.server";
import type { Tx } from "../platform/db.server";
import { invoiceDocuments } from "../platform/schema.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { eInvoicePdfFilename, eInvoiceXmlFilename } from "./e-invoice.server";
import { drawPdf } from "../platform/pdf-worker.server";
import type { DocumentFileJob } from "./document-files.server";

// A document as a mail attachment. The transaction that issues a document queues its mail with the
// document's id only (the number is taken from the yearly series under a row lock held until commit:
// drawing the PDF there made concurrent payments wait for each other's PDF). The outbox draws the
// PDF from the committed row when it sends the mail and keeps the file with the message (base64),
// so a mail sent days later still carries the document as it was issued: documents never change.

// Every file of a document is drawn in the PDF worker's thread (platform/pdf-worker.server.ts):
// pdfkit, fontkit, the fonts and the e-invoice library never load into the server's own isolate.

export function documentFilename(document: Pick<InvoiceDocument, "number">): string {
  return `${document.number}.pdf`;
}

/** The invoice a credit note corrects; null for an invoice. */
export async function correctedInvoice(
  reader: Pick<Tx, "select">,
  document: InvoiceDocument,
): Promise<InvoiceDocument | null> {
  if (!document.correctsId) return null;
  const [invoice] = await reader
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, document.correctsId));
  return invoice ?? null;
}

export async function documentPdf(reader: Pick<Tx, "select">, document: InvoiceDocument): Promise<Buffer> {
  const job: DocumentFileJob = { kind: "pdf", document, corrected: await correctedInvoice(reader, document) };
  return drawPdf(job);
}

/** The document's PDF as a mail attachment, drawn when the mail is sent (drawDocumentAttachment). */
export function documentAttachment(document: InvoiceDocument): DeferredAttachment {
  return {
    filename: documentFilename(document),
    contentType: "application/pdf",
    invoiceDocument: document.id,
  };
}

/**
 * A company's document (one with the buyer's VAT id) also as its e-invoice (§ 14 (1) UStG: between
 * businesses an invoice in a structured format conforming to EN 16931): the CII XML as an
 * XRechnung and the ZUGFeRD / Factur-X PDF, drawn when the mail is sent like the PDF. None for a
 * consumer.
 */
export function eInvoiceAttachments(document: InvoiceDocument): DeferredAttachment[] {
  if (!document.buyerVatId) return [];
  return [
    {
      filename: eInvoiceXmlFilename(document),
      contentType: "application/xml",
      invoiceDocument: document.id,
      file: "e-invoice-xml",
    },
    {
      filename: eInvoicePdfFilename(document),
      contentType: "application/pdf",
      invoiceDocument: document.id,
      file: "e-invoice-pdf",
    },
  ];
}

/** One file of a committed document: its PDF, or a company's e-invoice XML or Factur-X PDF. */
export async function documentFile(
  reader: Pick<Tx, "select">,
  document: InvoiceDocument,
  file: NonNullable<DeferredAttachment["file"]>,
): Promise<Buffer> {
  const job: DocumentFileJob = { kind: file, document, corrected: await correctedInvoice(reader, document) };
  return drawPdf(job);
}

/** The outbox's drawer of a deferred document attachment: the file of the committed document. */
export async function drawDocumentAttachment(
  reader: Pick<Tx, "select">,
  attachment: DeferredAttachment,
): Promise<MailAttachment> {
  const [document] = await reader
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, attachment.invoiceDocument));
  if (!document) throw new Error("the attached invoice document does not exist");
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: (await documentFile(reader, document, attachment.file ?? "pdf")).toString("base64"),
    encoding: "base64",
  };
}
