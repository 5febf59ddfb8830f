import { eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { users } from "../platform/schema.server";
import type { Auth } from "./auth.server";
import { hashPassword, isHashingBusy } from "./password-hash.server";
import {
  IP_LIMIT,
  addressKey,
  attemptsWithin,
  countAttempt,
  forgetAttempts,
  overLimit,
} from "./throttle.server";

/**
 * After 10 failed logins for one account from one address, that address
 * gets no further login to the account for 15 minutes. The lock is per account AND address, so
 * nobody can lock a customer out from elsewhere; and it answers exactly like a wrong password,
 * after the same password hashing, so it reveals neither the lock nor that the account exists.
 */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 15;

export type LoginResult =
  | {
      ok: true;
      headers: Headers;
      userId: string;
      /** Staff go to the staff area by default. */
      staff: boolean;
      /** Enrolled staff: no session yet, only the cookie of the second step (staff-verify). */
      secondFactor: boolean;
    }
  | { ok: false; error: "invalid" | "throttled" | "busy" };

const invalid = { ok: false, error: "invalid" } as const;

export async function logIn(
  { db, auth }: { db: Database; auth: Auth },
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const address = addressKey(ip);
  if (await overLimit(db, `login:ip:${address}`, IP_LIMIT)) return { ok: false, error: "throttled" };
  const normalized = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, normalized));
  const failures = user ? `login:fail:${user.id}:${address}` : null;
  const lock = user ? `login:lock:${user.id}:${address}` : null;

  try {
    if (lock && (await attemptsWithin(db, lock, LOCK_MINUTES * 60)) > 0) {
      // The same work as checking a password, so the answer takes as long as a wrong one.
      await hashPassword(password);
      return invalid;
    }
    const { headers, response } = await auth.api.signInEmail({
      body: { email: normalized, password },
      returnHeaders: true,
    });
    if (failures) await forgetAttempts(db, failures);
    // better-auth's two-factor plugin answers the password of an enrolled user with this instead
    // of a session; the user exists, or the password could not have matched.
    if ("twoFactorRedirect" in response) {
      return { ok: true, headers, userId: user?.id ?? "", staff: user?.role === "staff", secondFactor: true };
    }
    return {
      ok: true,
      headers,
      userId: response.user.id,
      staff: user?.role === "staff",
      secondFactor: false,
    };
  } catch (error) {
    if (isHashingBusy(error)) return { ok: false, error: "busy" };
    if (failures && lock) {
      // One upsert per attempt, so wrong guesses sent in parallel each count.
      await countAttempt(db, failures);
      if ((await attemptsWithin(db, failures, LOCK_MINUTES * 60)) >= LOCK_AFTER_FAILURES) {
        await countAttempt(db, lock);
        await forgetAttempts(db, failures);
      }
    }
    return invalid;
  }
}

/** "Forgot password?": the same answer whether or not the address has an account. */
export async function requestReset(
  { db, auth }: { db: Database; auth: Auth },
  { email, ip }: { email: string; ip: string },
): Promise<"sent" | "throttled"> {
  if (await overLimit(db, `reset:ip:${addressKey(ip)}`, IP_LIMIT)) return "throttled";
  // better-auth's own address check is stricter than ours for some odd addresses: such an address
  // has no account, so the answer is the same "sent" as for any unknown one (no 5xx).
  await auth.api
    .requestPasswordReset({ body: { email: email.trim().toLowerCase() } })
    .catch((error: unknown) => {
      if ((error as { name?: string })?.name !== "APIError") throw error;
    });
  return "sent";
}
