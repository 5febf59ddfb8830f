import type { OfficePack } from "../conversion-plan/office-pack.server";
import { renderOfficePackPdf } from "../conversion-plan/office-pack-pdf.server";
import { renderEInvoicePdf, renderEInvoiceXml } from "./e-invoice.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

// What the PDF worker draws (pdf-worker.server.ts), as plain data a structured clone carries: the
// committed document rows or the office pack, never a database handle. This module brings pdfkit,
// fontkit, the parsed fonts and the e-invoice library; only the worker's thread loads it
// (pdf-worker-thread.server.ts), and a test draws the same jobs in-process to compare the bytes.

export type PdfJob =
  /** An invoice's or a credit note's PDF; `corrected` is the invoice a credit note corrects. */
  | { kind: "pdf"; document: InvoiceDocument; corrected: InvoiceDocument | null }
  /** A company's ZUGFeRD / Factur-X PDF: the document's PDF carrying its CII XML. */
  | { kind: "e-invoice-pdf"; document: InvoiceDocument; corrected: InvoiceDocument | null }
  /** A company's XRechnung (CII XML, UTF-8): no PDF, but the same library as the Factur-X PDF. */
  | { kind: "e-invoice-xml"; document: InvoiceDocument; corrected: InvoiceDocument | null }
  /** The conversion plan's licence-office pack. */
  | { kind: "office-pack"; pack: OfficePack };

export async function drawPdfJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "pdf":
      return renderInvoicePdf(job.document, job.corrected);
    case "e-invoice-pdf":
      return renderEInvoicePdf(
        job.document,
        job.corrected,
        await renderInvoicePdf(job.document, job.corrected),
      );
    case "e-invoice-xml":
      return Buffer.from(await renderEInvoiceXml(job.document, job.corrected), "utf8");
    case "office-pack":
      return renderOfficePackPdf(job.pack);
    default:
      throw new Error("the PDF worker got a job of no known kind");
  }
}
