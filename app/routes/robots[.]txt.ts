import { locales, localizePath } from "~/i18n/locale";
import { type PageEntry, pagePath, pages } from "~/pages";
import { env } from "~/server/env.server";

// Crawlers may read every public page; the account area, the purchase steps and the API are
// none of their business (their pages also say noindex). The sitemap lists the rest.

/** English-form paths kept from crawlers, in addition to every account page. */
const transactionalPaths = [pagePath("checkout"), pagePath("setPassword"), pagePath("welcome")];

export function robotsTxt(publicUrl: string): string {
  const accountPaths = (pages as readonly PageEntry[])
    .filter((page) => page.account)
    .map((page) => `/${page.path}`);
  const disallowed = [...accountPaths, ...transactionalPaths].flatMap((path) =>
    locales.map((locale) => localizePath(path, locale)),
  );
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
