import { eq } from "drizzle-orm";
import type { Auth } from "~/server/auth/auth.server";
import { logIn } from "~/server/auth/login.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { type StaffRole, users } from "~/server/platform/schema.server";
import { enrolTotpDirectly } from "~/server/staff/staff-accounts.server";
import { totpCode } from "~/server/staff/totp.server";
import { verifySecondFactor } from "~/server/staff/two-factor.server";
import { customerWithPassword, TEST_PASSWORD } from "./customers";
import type { RawResponse } from "./http-client";

// Staff for server tests. Every staff page's test starts from one of these.

/** The raw TOTP key of test staff (apps see it base32-encoded); totpCode(TEST_TOTP_SECRET) is valid now. */
export const TEST_TOTP_SECRET = "test-staff-totp-key-not-a-secret";
export const TEST_BACKUP_CODES = ["test1-backup", "test2-backup", "test3-backup"];
let ipCounter = 0;

function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] as string)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * A staff member (an owner unless `staffRole` says "office") with TEST_PASSWORD and (unless `enrolled: false`) the TOTP key TEST_TOTP_SECRET
 * and TEST_BACKUP_CODES enrolled straight in the database, logged in through the real password
 * step and (when enrolled) the real second step. Returns the session cookie ("name=value").
 */
export async function staffWithSession(
  handle: DatabaseHandle,
  auth: Auth,
  email: string,
  { enrolled = true, staffRole = "owner" }: { enrolled?: boolean; staffRole?: StaffRole } = {},
): Promise<{ userId: string; cookie: string }> {
  const userId = await customerWithPassword(handle, auth, email);
  await handle.db.update(users).set({ role: "staff", staffRole }).where(eq(users.id, userId));
  if (enrolled) {
    await enrolTotpDirectly(
      { db: handle.db, auth },
      { userId, secret: TEST_TOTP_SECRET, backupCodes: TEST_BACKUP_CODES },
    );
  }
  const login = await staffPasswordStep(handle, auth, email);
  if (!enrolled) return { userId, cookie: cookiesOf(login) };
  const second = await verifySecondFactor(
    { db: handle.db, auth },
    new Headers({ cookie: cookiesOf(login) }),
    totpCode(TEST_TOTP_SECRET),
  );
  if (!second.ok) throw new Error(`second factor refused for ${email}: ${second.error}`);
  return { userId, cookie: cookiesOf(second.headers) };
}

/** The password step alone: its Set-Cookie headers (a session, or the second step's cookie). */
export async function staffPasswordStep(handle: DatabaseHandle, auth: Auth, email: string): Promise<Headers> {
  ipCounter++;
  const login = await logIn(
    { db: handle.db, auth },
    { email, password: TEST_PASSWORD, ip: `10.88.${ipCounter % 250}.${Math.floor(ipCounter / 250)}` },
  );
  if (!login.ok) throw new Error(`login failed for ${email}`);
  return login.headers;
}

/** The cookie pairs ("a=1; b=2") a browser would send back after these Set-Cookie headers. */
export { cookiesOf };

/** The same, after an HTTP answer of the test app (its Set-Cookie lines). */
export function cookiesOfResponse(response: RawResponse): string {
  const headers = new Headers();
  for (const cookie of response.headers["set-cookie"] ?? []) headers.append("Set-Cookie", cookie);
  return cookiesOf(headers);
}
