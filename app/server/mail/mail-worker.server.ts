import path from "node:path";
import type { Database } from "../db.server";
import { log, withoutAddresses } from "../log.server";
import { env } from "../env.server";
import { deliverDueMail } from "./outbox.server";
import { fileTransport, type MailTransport, smtpTransport } from "./transport.server";

let transport: MailTransport | undefined;
let running: Promise<void> | undefined;
let again = false;
let stopping = false;

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
  if (stopping) return running ?? Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverDueMail(db, currentTransport(), undefined, () => !stopping);
      } catch (error) {
        log.error(
          { error: withoutAddresses(error instanceof Error ? error.message : String(error)) },
          "mail worker failed",
        );
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
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
    again = false;
    await running;
  };
}
