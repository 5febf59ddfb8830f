import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { localeFromPath } from "~/i18n/locale";
import { rootMetaData, seoTags } from "~/i18n/meta";
import { parseUiTexts } from "~/i18n/ui-texts";
import type { Route } from "./+types/not-found";

// Issue 12: nothing on it needs JavaScript.
export const handle = { hydrate: false };

// Any path no route claims, in either language: the not-found page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const root = rootMetaData(matches);
  if (!root?.texts) return [];
  const t = parseUiTexts(root.texts).messages.notFound;
  const locale = localeFromPath(location.pathname);
  return seoTags({ title: t.title, description: t.description, locale, publicUrl: root.publicUrl });
};

export default function NotFoundPage() {
  return <NotFound />;
}
