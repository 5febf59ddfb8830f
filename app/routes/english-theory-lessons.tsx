import { ArticleHeader } from "~/components/article-header";
import { ArticlePartnerContact } from "~/components/article-partner-contact";
import { Prose } from "~/components/article-prose";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { englishTheoryLessonsHtml } from "~/server/site/articles.server";
import type { Route } from "./+types/english-theory-lessons";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export function loader({ request }: Route.LoaderArgs) {
  return { html: englishTheoryLessonsHtml(localeFromPath(new URL(request.url).pathname)) };
}

export const meta = pageMeta("englishTheoryLessons");

export default function EnglishTheoryLessonsPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="container article-page">
      <ArticleHeader page="englishTheoryLessons" slug="english-theory-lessons" />
      <div className="article-with-aside">
        <Prose html={loaderData.html} />
        <ArticlePartnerContact />
      </div>
    </article>
  );
}
