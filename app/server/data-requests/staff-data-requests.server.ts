import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { staffAuditLog, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { type CustomerData, customerData } from "./customer-data.server";
import { type DeletionDone, isDeletedAddress } from "./customer-deletion.server";

// What the owners' data-request pages need beyond the request list: finding a customer who asked
// by mail or letter, and the export of a customer's data, which is recorded (an owner reading a
// customer's whole file is an action the log must show).

/** A customer (never a staff member) by e-mail address; null when there is none. */
export async function customerIdByEmail(db: Pick<Database, "select">, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row && row.role === "customer" ? row.id : null;
}

/** The customer's data for an owner, with the audit row; null for no such customer. */
export async function exportCustomerData(
  db: Database,
  { actor, userId, locale }: { actor: string; userId: string; locale: Locale },
): Promise<CustomerData | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row?.role !== "customer") return null;
  const copy = await customerData(db, userId, locale);
  if (!copy) return null;
  await recordStaffAction(db, {
    actor,
    action: "customer.export-data",
    subjectType: "user",
    subjectId: userId,
    customerUserId: userId,
  });
  return copy;
}

/** The owner's page about one customer: who, the request, how much is stored; null when unknown. */
export async function customerDataSummary(db: Database, userId: string, locale: Locale) {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const copy = await customerData(db, userId, locale);
  if (!copy) return null;
  const open = copy.deletionRequests.find((request) => request.status === "open");
  return {
    email: copy.account.email,
    staff: user.role === "staff",
    deleted: isDeletedAddress(copy.account.email),
    requestedAt: open?.requestedAt ?? null,
    deletion: await deletionDoneOf(db, userId),
    counts: {
      purchases: copy.purchases.length,
      bookings: copy.bookings.length,
      lessons: copy.courseProgress.length,
      cards: copy.review.cards.length,
      mails: copy.mails.length,
    },
  };
}

/**
 * What the deletion of a customer's data did, from its audit row (which holds counts only): when,
 * how many purchases the law keeps, seats ended and offered, whether the last mail went out. A
 * deletion recorded before those counts existed reads as none ended and no mail.
 */
export async function deletionDoneOf(
  db: Pick<Database, "select">,
  userId: string,
): Promise<(DeletionDone & { at: Date }) | null> {
  const [row] = await db
    .select({ at: staffAuditLog.at, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, "customer.delete-data"), eq(staffAuditLog.subjectId, userId)))
    .orderBy(desc(staffAuditLog.at))
    .limit(1);
  if (!row) return null;
  const after = (row.after ?? {}) as Partial<Record<keyof DeletionDone, unknown>>;
  const count = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : 0);
  return {
    at: row.at,
    keptPurchases: count(after.keptPurchases),
    endedSeats: count(after.endedSeats),
    offeredSeats: count(after.offeredSeats),
    lastMail: after.lastMail === true,
  };
}
