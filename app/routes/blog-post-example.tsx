import { ArticleHeader } from "~/components/article-header";
import { ArticleItems } from "~/components/article-items";
import { useArticleMessages } from "~/components/article-messages";
import { Prose } from "~/components/article-prose";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { itemArticle } from "~/server/site/articles.server";
import type { Route } from "./+types/blog-post-example";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export function loader({ request }: Route.LoaderArgs) {
  return itemArticle("exam-anxiety-tips", localeFromPath(new URL(request.url).pathname));
}

export const meta = pageMeta("blogPostExample");

export default function BlogPostExamplePage({ loaderData }: Route.ComponentProps) {
  const a = useArticleMessages();
  return (
    <article className="container article-page">
      <ArticleHeader page="blogPostExample" slug="blog-post-example" />
      <Prose html={loaderData.introHtml} className="article-intro" />
      <ArticleItems items={loaderData.items} label={a.tips.itemsLabel} />
    </article>
  );
}
