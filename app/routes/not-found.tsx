import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { localeFromPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { seoTags } from "~/i18n/meta";
import type { Route } from "./+types/not-found";

// Any path no route claims, in either language: the not-found page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = messagesFor(locale).notFound;
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl: string } | undefined;
  return seoTags({ title: t.title, description: t.description, locale, publicUrl: root?.publicUrl ?? "" });
};

export default function NotFoundPage() {
  return <NotFound />;
}
