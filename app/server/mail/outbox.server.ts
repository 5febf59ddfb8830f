import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { log, mailDomain, withoutAddresses } from "../platform/log.server";
import { mailOutbox } from "../platform/schema.server";
import {
  type DeferredAttachment,
  isDeferred,
  type MailAttachment,
  type MailMessage,
  type QueuedAttachment,
} from "./mail-builders.server";
import { isSchoolNotice, mailFailedNotice } from "./school-notices.server";
import type { MailTransport } from "./transport.server";

/** A database or an open transaction: mail is queued in the caller's transaction. */
type Writer = Pick<Database, "insert">;

export async function queueMail(writer: Writer, message: MailMessage, now = new Date()): Promise<void> {
  // Due "now" by the application's clock (millisecond precision), the clock the worker compares
  // with; the database's now() has microseconds and could be a hair later than Date.now().
  await writer.insert(mailOutbox).values({ ...message, nextAttemptAt: now });
}

/**
 * The last mail to a customer whose data was deleted is the one row that still holds their
 * address: once it is out, the address and body go too (Art. 17 GDPR), the record that it was
 * sent (kind, subject, when) stays. `.invalid` is reserved (RFC 2606): nothing is sent there.
 */
function erasedOnceSent(kind: string) {
  return kind === "account-deleted"
    ? { to: "erased@deleted.invalid", text: "", html: "", links: [] as string[] }
    : {};
}

/** Draws a deferred file (an invoice's PDF) from what its mail's transaction committed. */
export type DrawAttachment = (db: Database, attachment: DeferredAttachment) => Promise<MailAttachment>;

/**
 * The mail's files, every deferred one drawn and kept with the mail before it is sent: the stored
 * mail is the mail as sent (the customer's data copy lists its files, and business letters are
 * kept with theirs). Throws when a file cannot be drawn: the mail is retried like a failed send.
 */
async function drawnAttachments(
  db: Database,
  mail: { id: string; attachments: QueuedAttachment[] },
  draw: DrawAttachment | undefined,
): Promise<MailAttachment[]> {
  if (!mail.attachments.some(isDeferred)) return mail.attachments as MailAttachment[];
  if (!draw) throw new Error("a deferred attachment and nothing to draw it with");
  const drawn = await Promise.all(
    mail.attachments.map((attachment) => (isDeferred(attachment) ? draw(db, attachment) : attachment)),
  );
  await db.update(mailOutbox).set({ attachments: drawn }).where(eq(mailOutbox.id, mail.id));
  return drawn;
}

// Retries with growing pauses, then daily, for about a week: as long as a set-password link
// lasts (7 days), so an SMTP outage of days loses nothing. A message that still
// fails stays in the table as "failed", with its last error, for the school to look at.
const day = 24 * 3600;
const backoffSeconds = [
  30,
  120,
  600,
  1800,
  3600,
  3 * 3600,
  6 * 3600,
  12 * 3600,
  day,
  day,
  day,
  day,
  day,
  day,
];
export const maxAttempts = backoffSeconds.length + 1;

/**
 * Sends every message that is due, one at a time. A message is claimed by moving its next
 * attempt into the future before sending, so two workers never send the same message at once.
 */
export async function deliverDueMail(
  db: Database,
  send: MailTransport,
  now = () => new Date(),
  /** Asked before each message: a server shutting down finishes the one it sends, then stops. */
  keepGoing = () => true,
  /** Draws the files a mail defers to its sending (the mail worker passes the invoices' PDF). */
  draw?: DrawAttachment,
): Promise<number> {
  let delivered = 0;
  while (keepGoing()) {
    const [due] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now())))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1);
    if (!due) return delivered;
    const attempt = due.attempts + 1;
    const pause = backoffSeconds[Math.min(attempt - 1, backoffSeconds.length - 1)] ?? 60;
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: attempt, nextAttemptAt: new Date(now().getTime() + pause * 1000) })
      .where(and(eq(mailOutbox.id, due.id), eq(mailOutbox.attempts, due.attempts)))
      .returning({ id: mailOutbox.id });
    if (claimed.length === 0) continue; // another worker took it
    try {
      const attachments = await drawnAttachments(db, due, draw);
      await send({ ...due, kind: due.kind as MailMessage["kind"], attachments });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now(), lastError: null, ...erasedOnceSent(due.kind) })
        .where(eq(mailOutbox.id, due.id));
      delivered++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const status = attempt >= maxAttempts ? "failed" : "pending";
      await db.transaction(async (tx) => {
        await tx.update(mailOutbox).set({ status, lastError }).where(eq(mailOutbox.id, due.id));
        // The school hears once, when the outbox first gives up (a staff retry that
        // fails again is past maxAttempts), and never about a notice to itself (no loop).
        if (attempt === maxAttempts && !isSchoolNotice(due.kind)) {
          const notice = mailFailedNotice({ to: due.to, subject: due.subject, attempts: attempt, lastError });
          await queueMail(tx, notice, now());
        }
      });
      log.warn(
        {
          mailId: due.id,
          kind: due.kind,
          to: mailDomain(due.to),
          attempt,
          error: withoutAddresses(lastError),
        },
        "mail not sent",
      );
      if (status === "failed") continue;
      // The server is probably down: leave the rest for the next round.
      return delivered;
    }
  }
  return delivered;
}
