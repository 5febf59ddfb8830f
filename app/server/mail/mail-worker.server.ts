import path from "node:path";
import type { Database } from "../platform/db.server";
import { log, withoutAddresses } from "../platform/log.server";
import { env } from "../platform/env.server";
import { deliverDueMail, type DrawAttachment } from "./outbox.server";
import { fileTransport, type MailTransport, smtpTransport } from "./transport.server";

let transport: MailTransport | undefined;
let stopping = false;
let drawAttachment: DrawAttachment | undefined;

/**
 * How the worker draws a mail's deferred attachment when it sends it: an invoice's PDF, from the
 * document the payment's transaction committed (invoices/invoice-attachment.server.ts). The
 * invoices are a layer above the mail, so whoever starts the process hands the drawer in
 * (server/app.ts; the tests' database set-up). Without one, a mail with a deferred attachment
 * fails its attempt and is retried, as any other failure.
 */
export function drawAttachmentsWith(draw: DrawAttachment): void {
  drawAttachment = draw;
}

/** A run in progress on a database, and whether a kick came in meanwhile (run once more then). */
interface WorkerState {
  running?: Promise<void>;
  again: boolean;
}
// Per database handed in (one in the server; tests run several apps, each on its own).
const workers = new WeakMap<Database, WorkerState>();

// Every run in progress, whatever its database: a WeakMap cannot be listed.
const runs = new Set<Promise<void>>();

function workerOf(db: Database): WorkerState {
  let worker = workers.get(db);
  if (!worker) workers.set(db, (worker = { again: false }));
  return worker;
}

function currentTransport(): MailTransport {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  transport ??= SMTP_URL
    ? smtpTransport(SMTP_URL, MAIL_FROM)
    : fileTransport(path.join(DATA_DIR, "mail"), MAIL_FROM);
  return transport;
}

/**
 * Sends what is due now from `db`, after the transaction that queued it has committed. Never
 * throws. The caller hands the database over (decision 022): the one it queued the mail in.
 */
export function kickMailWorker(db: Database): Promise<void> {
  const worker = workerOf(db);
  if (stopping) return worker.running ?? Promise.resolve();
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      try {
        await deliverDueMail(db, currentTransport(), undefined, () => !stopping, drawAttachment);
      } catch (error) {
        log.error(
          { error: withoutAddresses(error instanceof Error ? error.message : String(error)) },
          "mail worker failed",
        );
      }
    } while (worker.again);
  })().finally(() => {
    worker.running = undefined;
    runs.delete(run);
  });
  const run = worker.running;
  runs.add(run);
  return run;
}

/**
 * Resolves when no run is in progress: whoever closes a database waits for this first, so a run
 * is not cut off mid-query (the database a route hands over may be a wrapper of the closed one).
 */
export async function mailWorkerIdle(): Promise<void> {
  while (runs.size > 0) await Promise.all([...runs]);
}

/**
 * Retries pending mail once a minute (the outbox survives restarts: it is a table). The returned
 * stop lets the message being sent finish, starts no other, and resolves when the worker is idle.
 */
export function startMailWorker(db: Database): () => Promise<void> {
  stopping = false;
  void kickMailWorker(db);
  const timer = setInterval(() => void kickMailWorker(db), 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping = true;
    const worker = workerOf(db);
    worker.again = false;
    await worker.running;
  };
}
