import path from "node:path";
import { getDatabase } from "../db.server";
import { env } from "../env.server";
import { deliverDueMail } from "./outbox.server";
import { fileTransport, type MailTransport, smtpTransport } from "./transport.server";

let transport: MailTransport | undefined;
let running: Promise<void> | undefined;
let again = false;

function currentTransport(): MailTransport {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  transport ??= SMTP_URL
    ? smtpTransport(SMTP_URL, MAIL_FROM)
    : fileTransport(path.join(DATA_DIR, "mail"), MAIL_FROM);
  return transport;
}

/** Sends what is due now, after the transaction that queued it has committed. Never throws. */
export function kickMailWorker(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverDueMail(await getDatabase(), currentTransport());
      } catch (error) {
        console.error("[mail] worker failed:", error instanceof Error ? error.message : error);
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Retries pending mail once a minute (the outbox survives restarts: it is a table). */
export function startMailWorker(): () => void {
  void kickMailWorker();
  const timer = setInterval(() => void kickMailWorker(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
