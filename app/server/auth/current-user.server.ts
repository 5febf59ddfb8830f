import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import type { AppServices } from "./app-services.server";
import { type StaffRole, sessions } from "../platform/schema.server";
import { cachedSessionRevoked } from "./session-revocations.server";
import { staffSessionIdle, touchStaffSession } from "./staff-session.server";

/** What the layout needs to know about a logged-in customer (current user). */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
  /** The header links to the staff area for staff who can open it (second factor enrolled). */
  staff: boolean;
}

/** The session behind a request, as the staff guard needs it. */
export interface SessionState {
  user: CurrentUser & { twoFactorEnabled: boolean; staffRole: StaffRole | null };
  session: {
    id: string;
    lastActiveAt: Date;
    createdAt: Date;
    /** When the session ends unless renewed: the sliding end, or the 30-day cap if sooner. */
    endsAt: Date;
  };
  /** Set-Cookie headers of a refreshed session. */
  headers: Headers;
}

/** A session ends 30 days after login however active it is. */
export const SESSION_ABSOLUTE_DAYS = 30;

/** Whether a request's Cookie header holds a session cookie (valid or not: that takes a read). */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(^|;\s*)(__Secure-)?md\.session_token=/.test(cookieHeader ?? "");
}

/** The customer behind the request's session cookie, or null. */
export async function getOptionalUser(request: Request, services: AppServices): Promise<CurrentUser | null> {
  return (await getUserAndSessionCookie(request, services)).user;
}

/**
 * The customer and, when the sliding session was just extended (7 days idle, renewed at most
 * daily), the Set-Cookie header that extends the cookie too. The root loader sends it, so an
 * active customer stays logged in until the 30-day limit.
 */
export async function getUserAndSessionCookie(
  request: Request,
  services: AppServices,
): Promise<{ user: CurrentUser | null; headers: Headers }> {
  const state = await getSessionState(request, services);
  if (!state) return { user: null, headers: new Headers() };
  const { twoFactorEnabled, staffRole: _role, ...user } = state.user;
  // A copy: the caller adds its own cookies, and the state is shared by the request's loaders.
  return { user: { ...user, staff: user.staff && twoFactorEnabled }, headers: new Headers(state.headers) };
}

/**
 * The session and its user, or null: no session, ended 30 days after login, or a
 * staff session idle for 12 hours. An ended session is deleted, so it is gone
 * for every page, not only the staff pages.
 *
 * Looked up once per page (decision 024). React Router hands each loader its own copy of the
 * request, so the root loader, the page's loader and the guards used to read the session each:
 * a lookup is shared with every ask for the same request object, with every ask of the same page
 * view (`services.sessionLookups`: the request guard asks before React Router for a staff URL)
 * and, while it is under way, with every ask carrying the same cookies (the loaders of one page
 * run side by side).
 */
export function getSessionState(request: Request, services: AppServices): Promise<SessionState | null> {
  let lookup = lookups.get(request);
  if (lookup) return lookup;
  const cookies = request.headers.get("cookie") ?? "";
  // The same page view asked before (the request guard, for a staff URL): its answer stands.
  const viewed = services.sessionLookups;
  lookup = (viewed?.get(cookies) as Promise<SessionState | null> | undefined) ?? lookupsUnderWay.get(cookies);
  if (!lookup) {
    lookup = lookUpSessionState(request, services);
    lookupsUnderWay.set(cookies, lookup);
    const done = () => void lookupsUnderWay.delete(cookies);
    lookup.then(done, done);
  }
  lookups.set(request, lookup);
  viewed?.set(cookies, lookup);
  return lookup;
}

const lookups = new WeakMap<Request, Promise<SessionState | null>>();
const lookupsUnderWay = new Map<string, Promise<SessionState | null>>();

async function lookUpSessionState(request: Request, { db, auth }: AppServices): Promise<SessionState | null> {
  const headers = new Headers();
  // No session cookie, no database round trip (most requests are visitors').
  if (!carriesSessionCookie(request.headers.get("cookie"))) return null;
  // A customer's session comes from better-auth's signed cookie cache while it is fresh (no
  // database read; a revoked session is refused within SESSION_CACHE_SECONDS of auth.server.ts). Staff sessions are
  // always read from the database: revoking one ends it at once, and idleness stays exact.
  let { headers: authHeaders, response: found } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  // A customer whose sessions were just ended (their data deleted) is read from the database too.
  if (found && ((found.user as { role?: unknown }).role === "staff" || cachedSessionRevoked(found.user.id))) {
    ({ headers: authHeaders, response: found } = await auth.api.getSession({
      headers: request.headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    }));
  }
  if (!found) return null;
  const now = new Date();
  const createdAt = new Date(found.session.createdAt);
  // A session from before the column existed, or not yet touched: active since it began.
  const stored = (found.session as { lastActiveAt?: Date | string | null }).lastActiveAt;
  const lastActiveAt = stored ? new Date(stored) : createdAt;
  const staff = (found.user as { role?: unknown }).role === "staff";
  if (
    now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_DAYS * 24 * 3600 * 1000 ||
    (staff && staffSessionIdle(lastActiveAt, now))
  ) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    return null;
  }
  if (staff) await touchStaffSession(db, { id: found.session.id, lastActiveAt }, now);
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      displayName: found.user.name,
      staff,
      twoFactorEnabled: (found.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true,
      staffRole: staffRoleOfUser(found.user, staff),
    },
    session: {
      id: found.session.id,
      lastActiveAt,
      createdAt,
      endsAt: new Date(
        Math.min(
          new Date(found.session.expiresAt).getTime(),
          createdAt.getTime() + SESSION_ABSOLUTE_DAYS * 24 * 3600 * 1000,
        ),
      ),
    },
    headers,
  };
}

/**
 * The staff member's role (a staff row without a known role counts as office, decision 032); else
 * null. An instructor stays an instructor: never read as office.
 */
function staffRoleOfUser(user: object, staff: boolean): StaffRole | null {
  if (!staff) return null;
  const role = (user as { staffRole?: unknown }).staffRole;
  return role === "owner" || role === "instructor" ? role : "office";
}

/**
 * Account pages (login-protected routes): a visitor goes to the login page of the
 * page's language and comes back to the same page (path and query) after logging in.
 */
export async function requireUser(request: Request, services: AppServices): Promise<CurrentUser> {
  return (await requireUserSession(request, services)).user;
}

/** As requireUser, with the time the session ends (the offline course is kept no longer). */
export async function requireUserSession(
  request: Request,
  services: AppServices,
): Promise<{ user: CurrentUser; sessionEndsAt: Date }> {
  const state = await getSessionState(request, services);
  if (state) {
    const { twoFactorEnabled: _secondFactor, staffRole: _role, ...user } = state.user;
    return { user, sessionEndsAt: state.session.endsAt };
  }
  const url = new URL(request.url);
  const login = localizePath("/login", localeFromPath(url.pathname));
  const redirectTo = encodeURIComponent(`${url.pathname}${url.search}`);
  throw redirect(`${login}?redirectTo=${redirectTo}`);
}

/** Only same-site paths: "https://evil.test" and "//evil.test" become the account page. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
