import { type LoaderFunctionArgs, redirect } from "react-router";
import { theoryApp } from "~/content/catalog";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/locale";
import { redirects } from "~/pages";

/** Target of a redirect-only path, in the language of the requested URL. */
export function redirectTarget(url: URL): { location: string; status: 301 | 302 } | null {
  const target = redirects[stripLocale(url.pathname).slice(1)];
  if (target === undefined) return null;
  if (target === "catalog:theory-app") return { location: theoryApp.purchaseUrl, status: 302 };
  return { location: `${localizePath(target, localeFromPath(url.pathname))}${url.search}`, status: 301 };
}

export function loader({ request }: LoaderFunctionArgs) {
  const target = redirectTarget(new URL(request.url));
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target.location, target.status);
}
