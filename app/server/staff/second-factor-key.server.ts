import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../platform/db.server";
import { twoFactors, users } from "../platform/schema.server";

// better-auth encrypts each staff member's TOTP key and backup codes with AUTH_SECRET. A server
// with another secret (a restore without the data folder's generated secret, a changed
// environment) cannot decrypt them: the second step would fail for every enrolled staff member.
// These checks say so, to the person at the login and to the operator (decision 019).

/** The enrolled staff whose second factor this server's AUTH_SECRET cannot decrypt. */
export async function unreadableSecondFactors(
  db: Database,
  auth: Auth,
): Promise<{ unreadable: { userId: string; email: string }[]; enrolled: number }> {
  const { secretConfig } = await auth.$context;
  const rows = await db
    .select({ userId: users.id, email: users.email, secret: twoFactors.secret })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(eq(twoFactors.verified, true));
  const unreadable: { userId: string; email: string }[] = [];
  for (const { userId, email, secret } of rows) {
    const readable = await symmetricDecrypt({ key: secretConfig, data: secret }).then(
      () => true,
      () => false,
    );
    if (!readable) unreadable.push({ userId, email });
  }
  return { unreadable, enrolled: rows.length };
}

/**
 * What the operator reads when keys do not decrypt: `staff` names them (user ids in the server's
 * log, which holds no e-mail address; addresses in `npm run restore`'s answer to the person).
 */
export function secondFactorKeyAdvice(staff: string[], enrolled: number): string {
  return (
    `The second factor of ${staff.length} of ${enrolled} enrolled staff (${staff.join(", ")}) ` +
    "cannot be decrypted with this server's AUTH_SECRET: it differs from the one the second factors " +
    "were set up with. Set AUTH_SECRET to that value (on a laptop: put the backup's " +
    "DATA_DIR/secrets/auth-secret back; npm run restore does so) and restart, or have each of " +
    "them set up their authenticator again."
  );
}
