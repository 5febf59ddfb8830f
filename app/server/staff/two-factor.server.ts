import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { createContext } from "react-router";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { sessions, twoFactors } from "../platform/schema.server";
import { storedBackupCode } from "../auth/backup-codes.server";
import { secondFactorKeyAdvice, unreadableSecondFactors } from "./second-factor-key.server";
import { base32Decode, totpCode } from "./totp.server";

// Staff TOTP through better-auth's two-factor plugin, called from our actions only (its HTTP
// endpoints are not mounted). These wrappers turn its errors into outcomes a page names, and add
// what the plugin lacks: a TOTP code works once (RFC 6238 §5.2).

/**
 * better-auth's error code of a refused call ("INVALID_CODE", …); "REFUSED" for a refusal without
 * a code (a backup code spent by a concurrent challenge answers 409 and nothing more); null for
 * anything else, which is a real error.
 */
function errorCode(error: unknown): string | null {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  if (typeof body?.code === "string") return body.code;
  return isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500 ? "REFUSED" : null;
}

/** The plugin's settings (30-second steps, one step either side for clock drift). */
const TOTP_PERIOD_MS = 30_000;
const TOTP_WINDOW = 1;

/**
 * The time step a code belongs to, for the user's stored key, within the window the plugin
 * accepts; the latest one if (rarely) two steps share the code; null when no step has it.
 */
async function stepOfCode(auth: Auth, db: Database, userId: string, code: string): Promise<number | null> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return null;
  const { secretConfig } = await auth.$context;
  const stored = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  // The plugin's convention for a key imported from elsewhere: "base32:" and the key in base32.
  const key = stored.startsWith("base32:") ? base32Decode(stored.slice("base32:".length)) : stored;
  const now = Math.floor(Date.now() / TOTP_PERIOD_MS);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (totpCode(key, step * TOTP_PERIOD_MS) === code) found = step;
  }
  return found;
}

/**
 * Records `step` as the user's last accepted one, only if it is later than the last: one
 * conditional UPDATE, so of two requests with the same code (at once or one after the other)
 * exactly one gets true. PostgreSQL re-checks the condition on the row the first one changed.
 */
async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

/**
 * Whether a 6-digit code may go on to the plugin: false when it is a valid code of a step already
 * used (or not later than one used). A code that fits no step goes on, and the plugin counts it
 * as a wrong attempt.
 */
async function freshCode(auth: Auth, db: Database, userId: string, code: string): Promise<boolean> {
  const step = await stepOfCode(auth, db, userId, code);
  return step === null || (await claimStep(db, userId, step));
}

/** The cookie value behind a name in a Cookie header, URL-decoded; null when absent. */
function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The user whose login's second step the request's two-factor cookie opens: the cookie's signature
 * (HMAC-SHA-256 with the auth secret, as better-auth signs it) holds and its challenge is stored
 * and not expired. Null for no cookie, a made-up or altered one, or a challenge used or expired.
 * Read only: the plugin itself consumes the challenge when the code is right.
 */
export async function pendingSecondFactorUser(auth: Auth, headers: Headers): Promise<string | null> {
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader || !/(^|;\s*)(__Secure-)?md\.two_factor=/.test(cookieHeader)) return null;
  const context = await auth.$context;
  const signed = cookieValue(cookieHeader, context.createAuthCookie("two_factor").name);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", context.secret).update(value).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const challenge = await context.internalAdapter.findVerificationValue(value);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  return challenge.value;
}

/**
 * Step 2: a code from the app confirms the key. better-auth then marks the user enrolled and
 * replaces the session; every other session of the user ends too (one opened before enrolment
 * never passed a second factor). Returns the new session cookie and the backup codes, shown once.
 */
export async function confirmEnrolment(
  { db, auth }: { db: Database; auth: Auth },
  { headers, userId, code }: { headers: Headers; userId: string; code: string },
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | { ok: false }> {
  try {
    // The confirming code is spent as well: the login must not take it again.
    if (!(await freshCode(auth, db, userId, code))) return { ok: false };
    const { headers: cookies } = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    // The answer names the old session's token; the new one is in its (signed) cookie.
    const token = newSessionToken(cookies);
    if (!token) throw new Error("enrolment confirmed without a new session");
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, token)));
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return { ok: true, headers: cookies, backupCodes };
  } catch (error) {
    if (errorCode(error)) return { ok: false };
    throw error;
  }
}

/**
 * Set by the enrolment action when the code confirmed the key: better-auth has replaced the
 * session the request came with, so the page's loader, which React Router runs after the action
 * with that request, must not look for it (it would answer 404 instead of the backup codes).
 */
export const enrolmentConfirmedContext = createContext<boolean>(false);

/** The session token inside a Set-Cookie of better-auth's session cookie ("token.signature"). */
function newSessionToken(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = /^(?:__Secure-)?md\.session_token=([^;]+)/.exec(cookie);
    if (match) return decodeURIComponent(match[1] as string).split(".")[0] ?? null;
  }
  return null;
}

/** `keyMismatch`: this server's AUTH_SECRET cannot decrypt the stored keys (decision 019). */
export type SecondFactorRefusal = "invalid" | "expired" | "tooMany" | "keyMismatch";

/**
 * The login's second step (the two-factor cookie from the password step): a 6-digit TOTP code or
 * a backup code, each accepted once. A TOTP code's time step is claimed before the plugin opens a
 * session, and only for a real challenge (else anyone could test codes without the password), so
 * of two challenges with the same code one opens a session and the other is refused like a wrong
 * code, its challenge left for a later code. On success, the session cookie.
 */
export async function verifySecondFactor(
  { db, auth }: { db: Database; auth: Auth },
  headers: Headers,
  code: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: SecondFactorRefusal; headers: Headers }> {
  try {
    return await checkSecondFactor({ db, auth }, headers, code);
  } catch (error) {
    // A stored key that does not decrypt throws a plain error (here and in the plugin); whether
    // that is the cause is asked of the keys themselves, not read from the error's wording.
    const { unreadable, enrolled } = await unreadableSecondFactors(db, auth);
    const userId = await pendingSecondFactorUser(auth, headers).catch(() => null);
    const concerned = userId ? unreadable.some((staff) => staff.userId === userId) : unreadable.length > 0;
    if (!concerned) throw error;
    const staffUserIds = unreadable.map((staff) => staff.userId);
    log.error({ staffUserIds }, `second factor: ${secondFactorKeyAdvice(staffUserIds, enrolled)}`);
    return { ok: false, error: "keyMismatch", headers: new Headers() };
  }
}

async function checkSecondFactor(
  { db, auth }: { db: Database; auth: Auth },
  headers: Headers,
  code: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: SecondFactorRefusal; headers: Headers }> {
  const clean = code.replace(/\s+/g, "");
  const totp = /^\d{6}$/.test(clean);
  if (totp) {
    const userId = await pendingSecondFactorUser(auth, headers);
    if (userId && !(await freshCode(auth, db, userId, clean))) {
      return { ok: false, error: "invalid", headers: new Headers() };
    }
  }
  // A backup code is accepted in any case and with or without its dash (backup-codes.server.ts).
  const backupUser = totp ? null : await pendingSecondFactorUser(auth, headers);
  const backup = backupUser ? await storedBackupCode({ db, auth }, backupUser, clean) : clean;
  try {
    const { headers: cookies } = totp
      ? await auth.api.verifyTOTP({ body: { code: clean }, headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body: { code: backup }, headers, returnHeaders: true });
    return { ok: true, headers: cookies };
  } catch (error) {
    const refusal = errorCode(error);
    if (!refusal) throw error;
    const kind: SecondFactorRefusal =
      refusal === "INVALID_TWO_FACTOR_COOKIE"
        ? "expired"
        : refusal.startsWith("TOO_MANY") || refusal.includes("LOCKED")
          ? "tooMany"
          : "invalid";
    const answer = new Headers();
    const sent = (error as { headers?: Headers }).headers;
    for (const cookie of sent?.getSetCookie?.() ?? []) answer.append("Set-Cookie", cookie);
    return { ok: false, error: kind, headers: answer };
  }
}

/** Whether the request carries the cookie of a pending second step (set by the password step). */
export function hasPendingSecondFactor(request: Request): boolean {
  return /(^|;\s*)(__Secure-)?md\.two_factor=/.test(request.headers.get("cookie") ?? "");
}
