// English at the bare paths, Spanish under /es. The URL decides the language.
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const localeTags: Record<Locale, string> = { en: "en-GB", es: "es-ES" };

/** Name of each language written in itself, for the language selector. */
export const languageNames: Record<Locale, string> = { en: "English", es: "Español" };

/** Cookie that remembers the visitor's last chosen language (never used to redirect). */
export const localeCookieName = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** "/es/about-us" → "/about-us"; "/es" → "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** An English-form path ("/about-us", "/") in the given language ("/es/about-us", "/es"). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? "/es" : `/es${path}`;
}

/** The same page in another language: "/es/blog?x=1" → "/blog?x=1". */
export function switchLocale(pathnameWithSearch: string, target: Locale): string {
  const [pathname = "/", search] = pathnameWithSearch.split(/\?(.*)/s, 2);
  const switched = localizePath(stripLocale(pathname), target);
  return search ? `${switched}?${search}` : switched;
}
