import { eq } from "drizzle-orm";
import type { MailAttachment } from "../mail/mail-builders.server";
import type { Tx } from "../payments/purchase-recording.server";
import { invoiceDocuments } from "../schema.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { documentFilename, renderInvoicePdf } from "./invoice-pdf.server";

// A document as a mail attachment, stored with the message in the outbox (base64), so a mail sent
// days later still carries the document as it was issued.

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

export async function documentAttachment(tx: Tx, document: InvoiceDocument): Promise<MailAttachment> {
  return {
    filename: documentFilename(document),
    contentType: "application/pdf",
    content: (await documentPdf(tx, document)).toString("base64"),
    encoding: "base64",
  };
}
