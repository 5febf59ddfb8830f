import { createHmac, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import { isLocale, type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { signInLinkMail } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { accounts, users, verifications } from "../platform/schema.server";
import { type Auth, RESET_LINK_HOURS } from "./auth.server";
import { requestReset } from "./login.server";
import { IP_LIMIT, addressKey, attemptsWithin, countAttempt } from "./throttle.server";
import { hashIdentifier, newToken } from "./token-hash.server";

// A customer who paid at the school (cash, bank transfer) may never have chosen a password; the
// link in a booking mail leads to the login page, which they cannot pass. So the login page offers
// a sign-in link by e-mail (decision 044). The answer is the same for every address, known or not
// (no account enumeration, OWASP ASVS V2.5); only what is mailed differs: a customer without a
// password gets a one-time sign-in link, anyone with a password (staff always) the ordinary reset
// link, an unknown address nothing. A sign-in link never opens a staff session: staff need their
// second factor, which only the password login leads to.

/** At most this many link mails per account and hour, however many addresses ask. */
export const LINK_MAILS_PER_HOUR = 3;

const identifierOf = (token: string) => hashIdentifier(`sign-in-link:${token}`);

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNotNull(accounts.password)));
  return rows.length > 0;
}

export type SignInLinkRequest = "sent" | "throttled";

/**
 * "E-mail me a sign-in link": `target` is where the link leads after signing in (a same-site
 * path, checked again when used). Throttled per connection like the login; per account the mails
 * stop after LINK_MAILS_PER_HOUR without the answer saying so.
 */
export async function requestSignInLink(
  { db, auth }: { db: Database; auth: Auth },
  { email, ip, target, publicUrl }: { email: string; ip: string; target: string; publicUrl: string },
): Promise<SignInLinkRequest> {
  // Its own count: asking for a link after a few wrong passwords must still work.
  if (
    (await attemptsWithin(db, `sign-in-link:ip:${addressKey(ip)}`, IP_LIMIT.windowSeconds)) >= IP_LIMIT.limit
  )
    return "throttled";
  await countAttempt(db, `sign-in-link:ip:${addressKey(ip)}`);
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.email, address));
  if (!user) return "sent";
  const perAccount = `sign-in-link:user:${user.id}`;
  if ((await attemptsWithin(db, perAccount, 3600)) >= LINK_MAILS_PER_HOUR) return "sent";
  await countAttempt(db, perAccount);
  if (user.role !== "customer" || (await hasPassword(db, user.id))) {
    await requestReset({ db, auth }, { email: address, ip });
    return "sent";
  }
  const token = newToken();
  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  await db.transaction(async (tx) => {
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: JSON.stringify({ userId: user.id, target }),
      expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 3600 * 1000),
    });
    const link = `${publicUrl}${localizePath("/sign-in-link", locale)}?token=${encodeURIComponent(token)}`;
    await queueMail(
      tx,
      signInLinkMail({ to: address, locale, name: user.name, link, validHours: RESET_LINK_HOURS }),
    );
  });
  return "sent";
}

/** Whether a link's token is stored and unexpired (the page asks before the click that uses it). */
export async function signInLinkIsValid(db: Database, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())));
  return rows.length > 0;
}

/**
 * Uses the link: deletes its token (one DELETE … RETURNING, so of two clicks at once one wins)
 * and opens a session for the customer, still a customer. The Set-Cookie of the session and
 * where the link leads; null for a token unknown, used, expired or of someone now staff.
 */
export async function spendSignInLink(
  { db, auth }: { db: Database; auth: Auth },
  token: string,
): Promise<{ headers: Headers; target: string | null } | null> {
  if (!token || token.length > 200) return null;
  const [used] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  if (!used) return null;
  const { userId, target } = JSON.parse(used.value) as { userId: string; target: string | null };
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== "customer") return null;
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  // better-auth's session cookie: the token and its HMAC-SHA-256 with the auth secret (base64).
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  const { name, attributes } = context.authCookies.sessionToken;
  const parts = [
    `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Path=${attributes.path ?? "/"}`,
    `Max-Age=${context.sessionConfig.expiresIn}`,
    "HttpOnly",
    `SameSite=${attributes.sameSite === "strict" ? "Strict" : "Lax"}`,
    ...(attributes.secure ? ["Secure"] : []),
  ];
  const headers = new Headers({ "Set-Cookie": parts.join("; ") });
  // A cached session of whoever was signed in before on this browser must not outlive the switch.
  headers.append("Set-Cookie", `${context.authCookies.sessionData.name}=; Path=/; Max-Age=0; HttpOnly`);
  return { headers, target };
}
