import { and, eq, ne } from "drizzle-orm";
import { createContext } from "react-router";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../db.server";
import { sessions } from "../schema";

// Issue 14 §1: staff TOTP through better-auth's two-factor plugin, called from our actions only
// (its HTTP endpoints are not mounted). These wrappers turn its errors into outcomes a page names.

/** better-auth's error code of a refused call ("INVALID_CODE", …), or null for anything else. */
function errorCode(error: unknown): string | null {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : null;
}

/** The key inside an otpauth:// URI, for typing by hand. */
export function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}

/** Step 1 of enrolment: the password again, then a new (unconfirmed) key. */
export async function startEnrolment(
  auth: Auth,
  headers: Headers,
  password: string,
): Promise<{ ok: true; totpUri: string } | { ok: false }> {
  try {
    const result = await auth.api.enableTwoFactor({ body: { password }, headers });
    return "totpURI" in result ? { ok: true, totpUri: result.totpURI } : { ok: false };
  } catch (error) {
    if (errorCode(error)) return { ok: false };
    throw error;
  }
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

export type SecondFactorRefusal = "invalid" | "expired" | "tooMany";

/**
 * The login's second step (the two-factor cookie from the password step): a 6-digit TOTP code or
 * a backup code (each works once). On success, the session cookie.
 */
export async function verifySecondFactor(
  auth: Auth,
  headers: Headers,
  code: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: SecondFactorRefusal; headers: Headers }> {
  const clean = code.replace(/\s+/g, "");
  try {
    const { headers: cookies } = /^\d{6}$/.test(clean)
      ? await auth.api.verifyTOTP({ body: { code: clean }, headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body: { code: clean }, headers, returnHeaders: true });
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
