import { type Locale, locales, localizePath } from "~/i18n/locale";
import { type PageEntry, pages } from "~/pages";
import { escapeHtml } from "../platform/html-escape.server";

// Every public page (neither an account page nor unlisted) in both languages, each URL with its
// hreflang alternates, absolute from PUBLIC_URL, never from the request's Host.

export function isListed(page: PageEntry): boolean {
  return !page.account && !page.unlisted;
}

export function sitemapXml(publicUrl: string): string {
  // The entities escapeHtml writes are all valid XML, so the one escaper serves the sitemap too.
  const url = (page: PageEntry, locale: Locale) =>
    escapeHtml(`${publicUrl}${localizePath(`/${page.path}`, locale)}`);
  const entries = (pages as readonly PageEntry[]).filter(isListed).flatMap((page) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((target) => [target, url(page, target)] as const),
        ["x-default", url(page, "en")] as const,
      ].map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
      return [`  <url>`, `    <loc>${url(page, locale)}</loc>`, ...alternates, `  </url>`].join("\n");
    }),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}
