import { brand } from "~/content/brand";
import { localeFromPath, localeTags, localizePath } from "~/i18n/locale";
import { textsIn } from "~/i18n/catalogs.server";
import type { Route } from "./+types/manifest[.]webmanifest";

// The installable course, one manifest per language (linked only from the course
// pages): it opens on the course page of that language. Icons: scripts/generate-app-icons.js.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = textsIn("ui", locale).messages.pages.mycourse;
  const manifest = {
    id: localizePath("/mycourse", locale),
    name: `${page.title} – ${brand.brandName}`,
    short_name: page.title,
    description: page.description,
    lang: localeTags[locale],
    start_url: localizePath("/mycourse", locale),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b4f6c",
    icons: [
      { src: "/icons/course-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/course-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
