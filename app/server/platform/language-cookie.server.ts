import { type Locale, localeCookieName, localeFromPath } from "~/i18n/locale";

const oneYear = 60 * 60 * 24 * 365;
const cookiePattern = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`);

/**
 * The language selector's choice is remembered in a cookie. On pages sent without
 * JavaScript the click cannot set it, so the server does: a request for a page in one
 * language coming from a page of this site in the other language is the language switch. Speculative
 * loads (Sec-Purpose: prefetch) are no choice, and nothing is sent when the cookie already says so.
 * `header` reads a request header (Fetch API Request or Express alike).
 */
export function switchedLanguage(
  pathname: string,
  header: (name: string) => string | null | undefined,
): Locale | null {
  const referer = header("referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.host !== header("host")) return null;
  const target = localeFromPath(pathname);
  if (localeFromPath(from.pathname) === target) return null;
  if (/\bprefetch\b/i.test(header("sec-purpose") ?? "")) return null;
  const current = cookiePattern.exec(header("cookie") ?? "")?.[1];
  return current === target ? null : target;
}

/** The Set-Cookie value that remembers the language (the same cookie the selector's click sets). */
export function languageCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}
