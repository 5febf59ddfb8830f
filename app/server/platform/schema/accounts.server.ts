import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.server";

// ---- Accounts: better-auth's documented schema (users, sessions, accounts, verifications) ----

export const userRoles = ["customer", "staff"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * What a staff member may do: an owner everything, the office everything but the team page and
 * deleting a customer's data, an instructor only their own day (the staff guard refuses them every
 * page that does not name the role). Null for customers; a staff row without one counts as office (the
 * smaller right), so a staff member made some other way never gains the owner's pages by accident.
 */
export const staffRoles = ["owner", "office", "instructor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A customer. Created by a purchase (never by public sign-up), e-mail stored lower-cased. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** As the customer or the office typed it (digits, spaces, +, -, brackets; customer-details.server.ts). */
  phone: text("phone"),
  /** The first-aid provider's attendee list asks for it; set by the office. */
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  /** Language of the customer's first purchase: the language of our e-mails to them. */
  locale: text("locale", { enum: ["en", "es"] })
    .notNull()
    .default("en"),
  /** `npm run staff:add` (the first owner) and an owner's invitation on the team page make a user staff. */
  role: text("role", { enum: userRoles }).notNull().default("customer"),
  staffRole: text("staff_role", { enum: staffRoles }),
  /** better-auth's two-factor plugin: set when the staff member confirmed their TOTP app. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /**
   * Name and e-mail folded for the staff search (staff/search-fold.server.ts): computed by the
   * database on every write, so no code path that adds or renames a user can leave it stale.
   */
  searchText: text("search_text").generatedAlwaysAs(
    sql`search_fold(name) || ' ' || search_fold_german(name) || ' ' || search_fold(email)`,
  ),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Staff sessions end after 12 idle hours. Our own column, written at most every
     * few minutes (staff-session.server.ts); better-auth's refresh rewrites `updated_at`, which
     * would hide a long idle time.
     */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** Single-use tokens (set-password and reset links); identifiers are stored hashed. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes, both encrypted. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Ours, not the plugin's: the last TOTP time step (Unix time / 30 s) that opened a session or
     * confirmed enrolment. A code is accepted only for a later step, so each code works once
     * (RFC 6238 §5.2); two-factor.server.ts claims the step with one conditional UPDATE.
     */
    lastTotpStep: integer("last_totp_step"),
  },
  (table) => [
    index("two_factors_user_idx").on(table.userId),
    index("two_factors_secret_idx").on(table.secret),
  ],
);
