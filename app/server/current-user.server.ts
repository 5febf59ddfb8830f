import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";

/** What the layout needs to know about a logged-in customer (SPEC §3, current user). */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
}

/**
 * The customer behind the request's session, or null. Accounts arrive with the accounts issue
 * (#3); until then nobody can hold a session, so every request is a visitor's.
 */
export async function getOptionalUser(_request: Request): Promise<CurrentUser | null> {
  return null;
}

/**
 * Account pages (SPEC §2, login-protected routes): a visitor goes to the login page of the
 * page's language and comes back to the same page (path and query) after logging in.
 */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const login = localizePath("/login", localeFromPath(url.pathname));
  const redirectTo = encodeURIComponent(`${url.pathname}${url.search}`);
  throw redirect(`${login}?redirectTo=${redirectTo}`);
}
