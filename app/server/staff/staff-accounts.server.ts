import { randomUUID } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { localizePath } from "~/i18n/locale";
import type { Auth } from "../auth/auth.server";
import { hashIdentifier, newToken, resetIdentifier } from "../auth/token-hash.server";
import type { Database } from "../platform/db.server";
import { staffInviteMail } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { type StaffRole, sessions, twoFactors, users, verifications } from "../platform/schema.server";
import { CLI_ACTOR, recordStaffAction } from "../platform/audit.server";

/** How long the set-password link of a new staff member works. */
export const STAFF_INVITE_DAYS = 7;

/**
 * How one becomes staff: `npm run staff:add` (an owner, actor "cli") or an owner's invitation on
 * the team page (the role and the name given there). Creates the user when the address is new, or promotes the
 * customer; ends their open sessions (none of them passed a second factor); queues the
 * set-password mail; writes the audit row, all in one transaction.
 */
export async function addStaff(
  db: Database,
  {
    email,
    name,
    publicUrl,
    actor = CLI_ACTOR,
    staffRole = "owner",
  }: { email: string; name?: string; publicUrl: string; actor?: string; staffRole?: StaffRole },
): Promise<{ userId: string; created: boolean; alreadyStaff: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, address)).for("update");
    const userId = existing?.id ?? randomUUID();
    if (existing?.role === "staff") return { userId, created: false, alreadyStaff: true };
    if (existing)
      await tx
        .update(users)
        .set({ role: "staff", staffRole, ...(name ? { name } : {}), updatedAt: new Date() })
        .where(eq(users.id, userId));
    else
      await tx
        .insert(users)
        .values({ id: userId, email: address, name: name ?? "", role: "staff", staffRole });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const token = newToken();
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: hashIdentifier(resetIdentifier(token)),
      value: userId,
      expiresAt: new Date(Date.now() + STAFF_INVITE_DAYS * 24 * 3600 * 1000),
    });
    const locale = existing?.locale ?? "en";
    const link = `${publicUrl}${localizePath("/set-password", locale)}?token=${encodeURIComponent(token)}`;
    await queueMail(
      tx,
      staffInviteMail({
        to: address,
        locale,
        name: name || existing?.name,
        link,
        validDays: STAFF_INVITE_DAYS,
      }),
    );
    await recordStaffAction(tx, {
      actor,
      action: "staff.add",
      subjectType: "user",
      subjectId: userId,
      customerUserId: existing ? userId : null,
      before: existing ? { role: existing.role } : null,
      after: { role: "staff", staffRole, email: address },
    });
    return { userId, created: !existing, alreadyStaff: false };
  });
}

/**
 * A TOTP key written straight into the database, as if enrolled and confirmed: for the seed's demo
 * staff account and for tests only, never for real staff. `secret` is the raw key
 * better-auth would generate; apps get it base32-encoded inside the otpauth:// URI.
 */
export async function enrolTotpDirectly(
  { db, auth }: { db: Database; auth: Auth },
  { userId, secret, backupCodes }: { userId: string; secret: string; backupCodes: string[] },
): Promise<void> {
  const { secretConfig } = await auth.$context;
  const encryptedSecret = await symmetricEncrypt({ key: secretConfig, data: secret });
  const encryptedCodes = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(backupCodes) });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.insert(twoFactors).values({
      id: randomUUID(),
      userId,
      secret: encryptedSecret,
      backupCodes: encryptedCodes,
      verified: true,
    });
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  });
}
