import { eq, sql } from "drizzle-orm";
import type { Database } from "../db.server";
import { users } from "../schema";
import type { Auth } from "./auth.server";
import { IP_LIMIT, overLimit } from "./throttle.server";

// Issue 3 §3: after 10 consecutive failures an account refuses logins for 15 minutes, even
// with the right password, and says so.
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 15;

export type LoginResult =
  { ok: true; headers: Headers; userId: string } | { ok: false; error: "invalid" | "throttled" | "locked" };

export async function logIn(
  { db, auth }: { db: Database; auth: Auth },
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  if (await overLimit(db, `login:ip:${ip}`, IP_LIMIT)) return { ok: false, error: "throttled" };
  const normalized = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  if (user?.lockedUntil && user.lockedUntil > new Date()) return { ok: false, error: "locked" };

  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: normalized, password },
      returnHeaders: true,
    });
    if (user && user.failedLogins > 0)
      await db.update(users).set({ failedLogins: 0 }).where(eq(users.id, user.id));
    return { ok: true, headers, userId: response.user.id };
  } catch {
    if (user) {
      // One statement, so parallel wrong guesses each count: a read-then-write would let them
      // all write the same n + 1 and dodge the lock.
      const failures = sql`${users.failedLogins} + 1`;
      const reachesLock = sql`${failures} >= ${LOCK_AFTER_FAILURES}`;
      const lockUntil = new Date(Date.now() + LOCK_MINUTES * 60 * 1000);
      await db
        .update(users)
        .set({
          failedLogins: sql`CASE WHEN ${reachesLock} THEN 0 ELSE ${failures} END`,
          lockedUntil: sql`CASE WHEN ${reachesLock} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.lockedUntil} END`,
        })
        .where(eq(users.id, user.id));
    }
    return { ok: false, error: "invalid" };
  }
}

/** "Forgot password?": the same answer whether or not the address has an account. */
export async function requestReset(
  { db, auth }: { db: Database; auth: Auth },
  { email, ip }: { email: string; ip: string },
): Promise<"sent" | "throttled"> {
  if (await overLimit(db, `reset:ip:${ip}`, IP_LIMIT)) return "throttled";
  await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
  return "sent";
}
