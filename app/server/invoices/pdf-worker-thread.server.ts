import { parentPort } from "node:worker_threads";
import { drawPdfJob, type PdfJob } from "./pdf-jobs.server";

// The PDF worker's thread (started by pdf-worker.server.ts; the production build emits it as
// build/server/pdf-worker.js). It draws one job at a time and answers its bytes, moving the
// buffer to the server's thread instead of copying it. A renderer's error is answered as that
// job's error; the thread lives on for the next job until the server ends it when idle.

export interface PdfRequest {
  id: number;
  job: PdfJob;
}
export type PdfAnswer = { id: number; bytes: ArrayBuffer } | { id: number; error: string };

/**
 * The bytes in an ArrayBuffer of their own, which can be moved: Node marks its Buffers' memory
 * (the shared pool, and what Buffer.concat allocates) as not transferable. One copy of a PDF of
 * some tens of kilobytes, instead of a second copy when structured-cloned.
 */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

const port = parentPort;
if (!port) throw new Error("the PDF worker runs only as a worker thread");
port.on("message", async ({ id, job }: PdfRequest) => {
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
