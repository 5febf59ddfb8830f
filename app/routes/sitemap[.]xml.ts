import { env } from "~/server/platform/env.server";
import { sitemapXml } from "~/server/site/sitemap.server";

export function loader() {
  return new Response(sitemapXml(env().PUBLIC_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
