import { inArray } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { alertAcknowledgements } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// "Seen to" on the dashboard's "Needs attention": who and when, audited; an acknowledged alert
// leaves the list. An alert's key names its subject and its state, so the same subject turning
// worse (a refund becoming a dispute, more mails failing) is a new alert.

const alertKeyPattern = /^(date|failed-mails|reversed|attention|event|consent):[\w.:-]{1,200}$/;

export function isAlertKey(value: unknown): value is string {
  return typeof value === "string" && alertKeyPattern.test(value);
}

export const alertKeys = {
  date: (dateId: string, reason: string) => `date:${dateId}:${reason}`,
  failedMails: (count: number) => `failed-mails:${count}`,
  reversed: (purchaseId: string, status: string) => `reversed:${purchaseId}:${status}`,
  attention: (purchaseId: string, codes: readonly string[]) => `attention:${purchaseId}:${codes.join(".")}`,
  event: (eventId: string) => `event:${eventId}`,
  consent: (purchaseId: string) => `consent:${purchaseId}`,
};

export type AcknowledgeResult = { outcome: "acknowledged" } | { outcome: "already-acknowledged" };

export async function acknowledgeAlert(
  db: Database,
  staffUserId: string,
  alertKey: string,
  now = new Date(),
): Promise<AcknowledgeResult> {
  if (!isAlertKey(alertKey)) throw new RangeError(`not an alert key: ${alertKey}`);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(alertAcknowledgements)
      .values({ alertKey, staffUserId, acknowledgedAt: now })
      .onConflictDoNothing({ target: alertAcknowledgements.alertKey })
      .returning({ key: alertAcknowledgements.alertKey });
    if (inserted.length === 0) return { outcome: "already-acknowledged" };
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "dashboard.acknowledge",
      subjectType: "alert",
      subjectId: alertKey,
      before: null,
      after: { alertKey, acknowledgedAt: now.toISOString() },
    });
    return { outcome: "acknowledged" };
  });
}

/** Which of these alert keys someone has acknowledged. */
export async function acknowledgedAmong(db: Pick<Database, "select">, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: alertAcknowledgements.alertKey })
    .from(alertAcknowledgements)
    .where(inArray(alertAcknowledgements.alertKey, keys));
  return new Set(rows.map((row) => row.key));
}
