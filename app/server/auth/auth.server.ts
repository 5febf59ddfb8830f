import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { brand } from "~/content/brand";
import { site } from "~/content/site";
import { isLocale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { localSecret } from "../platform/local-secrets.server";
import { passwordResetMail } from "../mail/mail-builders.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { queueMail } from "../mail/outbox.server";
import * as schema from "../platform/schema.server";
import { newBackupCodes } from "./backup-codes.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy.server";
import { hashIdentifier } from "./token-hash.server";

/** Reset links last one hour; set-password links from a purchase last 7 days. */
export const RESET_LINK_HOURS = 1;
const DAY = 24 * 60 * 60;

/**
 * How long a customer's session may be trusted from better-auth's signed cookie cache without a
 * database read (decision 024): a session revoked elsewhere (logout on another device, a password
 * reset, deleted by staff) is refused at the latest this many seconds later. Staff sessions never
 * use the cache (current-user.server.ts).
 */
export const SESSION_CACHE_SECONDS = 60;

export interface AuthOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  production: boolean;
}

/**
 * better-auth on our Drizzle database. Public sign-up is off: accounts come from
 * purchases. Its own rate limiter is off because ours lives in the database (throttle.server.ts).
 */
export function createAuth({ db, publicUrl, secret, production }: AuthOptions) {
  return betterAuth({
    appName: site.brandName,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      // Our policy (password-policy.server.ts) counts characters and runs first; better-auth counts
      // UTF-16 units, where one character may take two, so its own bound must not be tighter.
      maxPasswordLength: PASSWORD_MAX * 2,
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      // A password set through one link ends every other link of the account (older set-password
      // mails, reset mails, a staff invitation): better-auth consumes only the one used, and a
      // link left in an old mail or a copy of the data would otherwise still set the password.
      // Every verification of ours names its user in `value` (purchase-mail, staff-accounts).
      onPasswordReset: async ({ user }) => {
        await db.delete(schema.verifications).where(eq(schema.verifications.value, user.id));
      },
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const stored: unknown = (user as Record<string, unknown>).locale;
        const locale = isLocale(stored) ? stored : "en";
        const link = `${publicUrl}${localizePath("/set-password", locale)}?token=${encodeURIComponent(token)}`;
        await queueMail(
          db,
          passwordResetMail({ to: user.email, locale, name: user.name, link, validHours: RESET_LINK_HOURS }),
        );
        void kickMailWorker(db);
      },
    },
    user: {
      additionalFields: {
        locale: { type: "string", required: false, input: false },
        // Never set through better-auth; `npm run staff:add` writes it.
        role: { type: "string", required: false, input: false },
        // Owner or office, for staff only (decision 032); read with the session, so the owner's
        // pages cost no extra statement.
        staffRole: { type: "string", required: false, input: false },
      },
    },
    session: {
      additionalFields: {
        lastActiveAt: { type: "date", required: false, input: false },
      },
      // 7 days idle: each day of use moves the end on; 30 days absolute is enforced in current-user.server.ts.
      expiresIn: 7 * DAY,
      updateAge: DAY,
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    // Staff confirm a TOTP app (backup codes as fallback). The plugin's endpoints are
    // only called from our actions: the /api/auth handler is not mounted (decision 012).
    plugins: [
      twoFactor({
        issuer: brand.brandName,
        backupCodeOptions: { customBackupCodesGenerate: () => newBackupCodes(10) },
      }),
    ],
    verification: { storeIdentifier: { hash: async (identifier: string) => hashIdentifier(identifier) } },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: production,
      cookiePrefix: "md",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The site's auth on `db`, configured from the environment: created once, by whoever opened `db`. */
export function authFromEnvironment(db: Database): Auth {
  const { PUBLIC_URL, AUTH_SECRET, NODE_ENV } = env();
  return createAuth({
    db,
    publicUrl: PUBLIC_URL,
    secret: AUTH_SECRET ?? localSecret("auth-secret"),
    production: NODE_ENV === "production",
  });
}
