import { locales, localizePath } from "~/i18n/locale";
import { type PageEntry, pages } from "~/pages";
import { env } from "~/server/platform/env.server";

// Crawlers may read every public page; the account area and the API are none of their business
// (account pages also say noindex). The transactional pages are not blocked here: a personal URL of
// theirs (a payment session, a token) says noindex itself, which a crawler can only read if it may
// fetch the page (decision 010). The sitemap lists the public pages.

export function robotsTxt(publicUrl: string): string {
  const accountPaths = (pages as readonly PageEntry[])
    .filter((page) => page.account)
    .map((page) => `/${page.path}`);
  const disallowed = accountPaths.flatMap((path) => locales.map((locale) => localizePath(path, locale)));
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(env().PUBLIC_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
