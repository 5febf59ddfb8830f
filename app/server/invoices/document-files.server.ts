import { renderEInvoicePdf, renderEInvoiceXml } from "./e-invoice.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

// A document's files as the PDF worker's thread draws them (platform/pdf-worker.server.ts). This
// module brings pdfkit, fontkit, the parsed fonts and the e-invoice library: only that thread
// loads it (app/server/pdf-worker-thread.server.ts), never the server's own isolate.

/** One file of a committed document, as plain data a structured clone carries. */
export interface DocumentFileJob {
  /** Its PDF; a company's ZUGFeRD / Factur-X PDF; a company's XRechnung (CII XML, UTF-8). */
  kind: "pdf" | "e-invoice-pdf" | "e-invoice-xml";
  document: InvoiceDocument;
  /** The invoice a credit note corrects; null for an invoice. */
  corrected: InvoiceDocument | null;
}

export async function drawDocumentFile({ kind, document, corrected }: DocumentFileJob): Promise<Uint8Array> {
  if (kind === "e-invoice-xml") return Buffer.from(await renderEInvoiceXml(document, corrected), "utf8");
  const pdf = await renderInvoicePdf(document, corrected);
  return kind === "e-invoice-pdf" ? renderEInvoicePdf(document, corrected, pdf) : pdf;
}
