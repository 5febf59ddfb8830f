import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { Auth } from "../auth/auth.server";
import { verifyPassword } from "../auth/password-hash.server";
import type { Database } from "../platform/db.server";
import { accounts, twoFactors } from "../platform/schema.server";
import { totpUri } from "./totp.server";

// The key of an unfinished enrolment stays the same until a code confirms it: a colleague who
// scans it, leaves and comes back (another day, another device) must find the key their app
// already holds. better-auth's enable step makes a new key on every call, so it is called only
// when there is no unconfirmed key yet; otherwise the password is checked here and the stored key
// is shown again.

/** The raw key of the user's unconfirmed second factor; null when none is pending. */
async function pendingKey(db: Database, auth: Auth, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
  if (!row) return null;
  const { secretConfig } = await auth.$context;
  return symmetricDecrypt({ key: secretConfig, data: row.secret });
}

async function passwordMatches(db: Database, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return account?.hash ? verifyPassword({ hash: account.hash, password }) : false;
}

export type EnrolmentStart = { ok: true; totpUri: string } | { ok: false };

/**
 * Step 1 of enrolment: the password again, then the key: the pending one when there is one,
 * else a new one from better-auth (which checks the password itself).
 */
export async function startEnrolment(
  { db, auth }: { db: Database; auth: Auth },
  { headers, userId, email, password }: { headers: Headers; userId: string; email: string; password: string },
): Promise<EnrolmentStart> {
  const pending = await pendingKey(db, auth, userId);
  if (pending !== null) {
    return (await passwordMatches(db, userId, password))
      ? { ok: true, totpUri: totpUri(pending, email) }
      : { ok: false };
  }
  try {
    await auth.api.enableTwoFactor({ body: { password }, headers });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === "APIError") return { ok: false };
    throw error;
  }
  const created = await pendingKey(db, auth, userId);
  if (created === null) throw new Error("enrolment started without a stored key");
  return { ok: true, totpUri: totpUri(created, email) };
}

/** The key of an otpauth:// URI for typing by hand: base32 in blocks of four, as apps show it. */
export function groupedSecretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return (secret.match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The URI as a QR code, an SVG drawn on the server: no script, no image request, nothing a
 * Content-Security-Policy has to allow. Error correction level M (ISO/IEC 18004) still reads
 * with about 15 % of the code lost to glare or a scratched screen.
 */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}
