import { parentPort, workerData } from "node:worker_threads";
import type { OfficePackJob } from "./conversion-plan/office-pack.server";
import { renderOfficePackPdf } from "./conversion-plan/office-pack-pdf.server";
import { type DocumentFileJob, drawDocumentFile } from "./invoices/document-files.server";
import { type PdfAnswer, pdfWorkerMark } from "./platform/pdf-worker.server";

// The PDF worker's thread (started by platform/pdf-worker.server.ts; the production build emits it
// as build/server/pdf-worker.js). It draws every domain's documents, so it is an entry point above
// them all, and it brings pdfkit, fontkit, the parsed fonts and the e-invoice library: only this
// thread loads them, never the server's own isolate. One job at a time; a renderer's error is
// answered as that job's error and the thread lives on until the server ends it when idle.

export type PdfJob = DocumentFileJob | OfficePackJob;

/** A job's bytes; a test draws the same jobs here, in its own isolate, to compare. */
export function drawPdfJob(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === "office-pack") return renderOfficePackPdf(job.pack);
  if (job.kind === "pdf" || job.kind === "e-invoice-pdf" || job.kind === "e-invoice-xml")
    return drawDocumentFile(job);
  throw new Error("the PDF worker got a job of no known kind");
}

/**
 * The bytes in an ArrayBuffer of their own, which can be moved: Node marks its Buffers' memory
 * (the shared pool, and what Buffer.concat allocates) as not transferable. One copy of a PDF of
 * some tens of kilobytes, instead of a second copy when structured-cloned.
 */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

// Only in a thread the pool started: a test imports this module to draw in its own isolate.
const port = workerData === pdfWorkerMark ? parentPort : null;
port?.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  let answer: PdfAnswer;
  let transfer: ArrayBuffer[] = [];
  try {
    const bytes = ownBuffer(await drawPdfJob(job));
    answer = { id, bytes };
    transfer = [bytes];
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, transfer);
});
