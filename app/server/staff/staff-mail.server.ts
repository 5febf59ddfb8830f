import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { mailOutbox, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";

// The mail page lists what the outbox has not delivered (pending and failed) and
// sends a failed message again. "Retry now" only puts the message back in the outbox, due now:
// the one mail worker (mail-worker.server.ts) sends it, as it sends everything else.

export interface OpenMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** Failed messages first (they wait for staff), then pending ones by their next attempt. */
export async function listOpenMail(db: Pick<Database, "select">, limit = 200): Promise<OpenMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "failed"]))
    .orderBy(asc(mailOutbox.status), asc(mailOutbox.nextAttemptAt), desc(mailOutbox.createdAt))
    .limit(limit);
  // "failed" sorts before "pending": the ones that need staff come first.
  return rows.map((row) => ({ ...row, status: row.status === "failed" ? "failed" : "pending" }));
}

/**
 * Puts a failed message back in the outbox, due now, and records who did it, in one transaction.
 * The state check (`status = 'failed'` in the UPDATE) makes a second submission a no-op: it finds
 * the message pending or sent and changes nothing, writes no audit row and returns false. The
 * attempts count stays, so a retry that fails again goes straight back to "failed" without a second
 * notice to the school (outbox.server.ts notifies when the count first reaches its maximum).
 */
export async function retryFailedMail(
  db: Database,
  { actor, mailId, now = new Date() }: { actor: string; mailId: string; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [retried] = await tx
      .update(mailOutbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "failed")))
      .returning({
        to: mailOutbox.to,
        kind: mailOutbox.kind,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
      });
    if (!retried) return false;
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, retried.to));
    await recordStaffAction(tx, {
      actor,
      action: "mail.retry",
      subjectType: "mail",
      subjectId: mailId,
      customerUserId: customer?.id ?? null,
      before: {
        status: "failed",
        kind: retried.kind,
        attempts: retried.attempts,
        lastError: retried.lastError,
      },
      after: { status: "pending" },
      at: now,
    });
    return true;
  });
}

/**
 * "Retry now" once per page key (see pageFormKey): sent again (Back, a double click), the answer
 * is what the first did, "again", and the mail is not queued a second time.
 */
export async function retryFailedMailOnce(
  db: Database,
  { actor, mailId, form }: { actor: string; mailId: string; form: FormData | null },
): Promise<"yes" | "no" | "again"> {
  const once = await oncePerKey(
    db,
    { form: "mail-retry", key: formKeyFor(form, mailId), staffUserId: actor },
    (tx) => retryFailedMail(tx, { actor, mailId }),
    (retried) => (retried ? { outcome: "yes", path: "/staff/mail" } : null),
  );
  if ("again" in once) return "again";
  return once.result ? "yes" : "no";
}
