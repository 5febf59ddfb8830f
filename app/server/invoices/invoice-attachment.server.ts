import { eq } from "drizzle-orm";
import type { DeferredAttachment, MailAttachment } from "../mail/mail-builders.server";
import type { Tx } from "../payments/purchase-recording.server";
import { invoiceDocuments } from "../schema.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { documentFilename, renderInvoicePdf } from "./invoice-pdf.server";

// A document as a mail attachment. The transaction that issues a document queues its mail with the
// document's id only (the number is taken from the yearly series under a row lock held until commit:
// drawing the PDF there made concurrent payments wait for each other's PDF). The outbox draws the
// PDF from the committed row when it sends the mail and keeps the file with the message (base64),
// so a mail sent days later still carries the document as it was issued: documents never change.

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
  return renderInvoicePdf(document, await correctedInvoice(reader, document));
}

/** The document's PDF as a mail attachment, drawn when the mail is sent (drawDocumentAttachment). */
export function documentAttachment(document: InvoiceDocument): DeferredAttachment {
  return {
    filename: documentFilename(document),
    contentType: "application/pdf",
    invoiceDocument: document.id,
  };
}

/** The outbox's drawer of a deferred document attachment: the PDF of the committed document. */
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
    content: (await documentPdf(reader, document)).toString("base64"),
    encoding: "base64",
  };
}
