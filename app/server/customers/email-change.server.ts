import { randomUUID } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import { type Locale, localizePath } from "~/i18n/locale";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import type { Database } from "../platform/db.server";
import { emailChangeMail } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { users, verifications } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// A customer's new e-mail address counts only once a link mailed to it was followed: a typo must
// not hand the account (its set-password and reset links, its invoices) to a stranger's inbox
// (OWASP ASVS V2.5.5: changes of the address are confirmed). Until then the old address stays.
// The token is stored hashed among better-auth's verifications, like the set-password and sign-in
// links; a newer request replaces an older one. The page asks before the click that uses it, so a
// mail scanner following the link changes nothing.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long the confirmation link works. */
export const EMAIL_CHANGE_HOURS = 48;

const identifierOf = (token: string) => hashIdentifier(`change-email:${token}`);
/** Not hashed: one customer's pending change is found (and replaced) by their id. */
const pendingOf = (userId: string) => `change-email-pending:${userId}`;

/** Drops a customer's unconfirmed change (their data's deletion, or a newer request). */
export async function forgetEmailChange(tx: Pick<Database, "delete">, userId: string): Promise<void> {
  await tx.delete(verifications).where(like(verifications.value, `${pendingOf(userId)}%`));
}

export async function requestEmailChange(
  tx: Tx,
  actor: string,
  input: { userId: string; newEmail: string; name: string; locale: Locale; publicUrl: string },
): Promise<void> {
  await forgetEmailChange(tx, input.userId);
  const token = newToken();
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: `${pendingOf(input.userId)}\n${input.newEmail}`,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600 * 1000),
  });
  const link = `${input.publicUrl}${localizePath("/confirm-email", input.locale)}?token=${encodeURIComponent(token)}`;
  await queueMail(
    tx,
    emailChangeMail({
      to: input.newEmail,
      locale: input.locale,
      name: input.name,
      link,
      validHours: EMAIL_CHANGE_HOURS,
    }),
  );
  await recordStaffAction(tx, {
    actor,
    action: "customer.email-change-request",
    subjectType: "user",
    subjectId: input.userId,
    customerUserId: input.userId,
  });
}

/** The address a customer's unconfirmed change would set, or null (the staff page shows it). */
export async function pendingEmailOf(db: Pick<Database, "select">, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(like(verifications.value, `${pendingOf(userId)}%`), gt(verifications.expiresAt, new Date())));
  return row ? (row.value.split("\n")[1] ?? null) : null;
}

/** Whether a link's token is stored and unexpired (the page asks before the click that uses it). */
export async function emailChangeIsValid(db: Database, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())));
  return rows.length > 0;
}

export type EmailChangeOutcome = "changed" | "invalid" | "taken";

/**
 * Spends the link (one DELETE … RETURNING: of two clicks one wins) and sets the address. Refused
 * when someone else has taken the address meanwhile.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailChangeOutcome> {
  if (!token || token.length > 200) return "invalid";
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
      .returning({ value: verifications.value });
    if (!used) return "invalid";
    const [pending, email] = used.value.split("\n") as [string, string];
    const userId = pending.slice(pendingOf("").length);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) return taken.id === userId ? "changed" : "taken";
    const updated = await tx
      .update(users)
      .set({ email, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.role, "customer")))
      .returning({ id: users.id });
    if (updated.length === 0) return "invalid";
    await recordStaffAction(tx, {
      actor: userId,
      action: "customer.email-change-confirm",
      subjectType: "user",
      subjectId: userId,
      customerUserId: userId,
    });
    return "changed";
  });
}
