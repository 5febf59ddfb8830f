import { existsSync } from "node:fs";
import { type ResourceLimits, Worker } from "node:worker_threads";

// Every PDF the server draws (invoices, credit notes, a company's e-invoice, the licence-office
// pack) is drawn in a worker thread that ends when it has been idle for a while. Drawn in the
// server's own isolate, pdfkit, fontkit, the parsed fonts (UnifontEX alone is 3 MB) and the
// e-invoice library stayed for the process's life after the first document: the mail worker draws
// the seed's invoices right after the start. A worker's isolate, heap and libraries leave with it.
// One worker at a time, one job at a time: a batch of mails shares it, a crash loses one job only.

/**
 * A job: plain data a structured clone carries (the committed rows, never a database handle), its
 * kind naming what draws it (app/server/pdf-worker-thread.server.ts, above every domain).
 */
export interface PdfJob {
  kind: string;
}

/** Handed to the thread as its workerData: it answers jobs only in a thread started here. */
export const pdfWorkerMark = "pdf-worker";

/** The thread's answer to a job: its bytes, moved instead of copied, or its error's message. */
export type PdfAnswer = { id: number; bytes: ArrayBuffer } | { id: number; error: string };

export interface PdfWorkerOptions {
  /** The thread's module, and the Node options it needs to load it. */
  entry: URL;
  execArgv: string[];
  /** Idle this long after its last job, the worker ends. */
  idleMs: number;
  /** A job that takes longer ends the worker and fails (a document that never finishes). */
  jobTimeoutMs: number;
  /** The worker's own heap limits: a runaway document fails its job, not the server. */
  resourceLimits: ResourceLimits;
}

export interface PdfWorker {
  draw(job: PdfJob): Promise<Buffer>;
  /** Whether a worker thread is alive now. */
  alive(): boolean;
  /** Ends the thread at once; jobs not yet answered fail. */
  close(): Promise<void>;
}

interface Queued {
  id: number;
  job: PdfJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/** A pool of at most one worker thread that draws the jobs one after another. */
export function pdfWorker(options: PdfWorkerOptions): PdfWorker {
  const queue: Queued[] = [];
  let worker: Worker | undefined;
  let current: Queued | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  function start(): Worker {
    const thread = new Worker(options.entry, {
      execArgv: options.execArgv,
      workerData: pdfWorkerMark,
      resourceLimits: options.resourceLimits,
    });
    thread.on("message", (answer: PdfAnswer) => {
      if (thread !== worker || answer.id !== current?.id) return;
      const job = current;
      current = undefined;
      clearTimeout(jobTimer);
      if ("error" in answer) job.reject(new Error(`the PDF could not be drawn: ${answer.error}`));
      else job.resolve(Buffer.from(answer.bytes));
      next();
    });
    thread.on("error", (error) => lost(thread, error));
    thread.on("exit", (code) => lost(thread, new Error(`the PDF worker stopped (exit code ${code})`)));
    return thread;
  }

  /** The thread died (a crash, its heap limit, a job's time limit): its job fails, the next starts anew. */
  function lost(thread: Worker, error: Error) {
    if (thread !== worker) return;
    worker = undefined;
    clearTimeout(jobTimer);
    const job = current;
    current = undefined;
    job?.reject(error);
    next();
  }

  function next() {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      // Idle: the thread no longer keeps the process alive, and ends after `idleMs`.
      if (worker) {
        worker.unref();
        idleTimer = setTimeout(endIdle, options.idleMs).unref();
      }
      return;
    }
    clearTimeout(idleTimer);
    const thread = (worker ??= start());
    thread.ref();
    current = job;
    jobTimer = setTimeout(() => {
      lost(thread, new Error(`the PDF took longer than ${options.jobTimeoutMs} ms`));
      void thread.terminate();
    }, options.jobTimeoutMs);
    try {
      thread.postMessage({ id: job.id, job: job.job });
    } catch (error) {
      // A job that cannot be cloned (a function in it): that job fails, the thread stays.
      clearTimeout(jobTimer);
      current = undefined;
      job.reject(error instanceof Error ? error : new Error(String(error)));
      next();
    }
  }

  function endIdle() {
    const thread = worker;
    worker = undefined;
    void thread?.terminate();
  }

  return {
    draw(job) {
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        next();
      });
    },
    alive: () => worker !== undefined,
    async close() {
      clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(new Error("the PDF worker was closed"));
      const thread = worker;
      if (thread) lost(thread, new Error("the PDF worker was closed"));
      await thread?.terminate();
    },
  };
}

/**
 * The thread's module. From the sources (tests, tsx scripts, the development server) it is a small
 * bootstrap that registers tsx in the thread and imports the TypeScript file (server/pdf-worker-source.mjs):
 * `--import tsx` in the thread's execArgv failed under the development server. In the production
 * build it is build/server/pdf-worker.js (an entry of its own, vite.config.ts), beside index.js;
 * this module may sit in index.js or in a chunk under build/server/assets/, so both are looked at.
 */
export function pdfWorkerEntry(): { entry: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) return { entry: new URL(sourceFile, here), execArgv: [] };
  const beside = new URL(builtFile, here);
  return { entry: existsSync(beside) ? beside : new URL(`../${builtFile}`, here), execArgv: [] };
}
// Names, not literals inside `new URL(…)`: the bundler would otherwise take them for assets.
const sourceFile = "../../../server/pdf-worker-source.mjs";
const builtFile = "pdf-worker.js";

// Measured on the production build: the worker's heap holds ~35 MB after an invoice (pdfkit,
// fontkit, the fonts with UnifontEX) and 61–79 MB used of 84–93 MB after a company's ZUGFeRD PDF
// (the e-invoice library). The server's own cap (npm start's --max-old-space-size=128) leaves room for
// a long document and stops a runaway one before it takes the machine's memory.
export const pdfWorkerDefaults = {
  idleMs: 2_000,
  jobTimeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
};

let shared: PdfWorker | undefined;

/** The server's PDF worker: started with the first job, ended ~2 s after the last. */
export function drawPdf(job: PdfJob): Promise<Buffer> {
  shared ??= pdfWorker({ ...pdfWorkerEntry(), ...pdfWorkerDefaults });
  return shared.draw(job);
}
