import { blogPosts } from "~/content/blog/posts";
import { formatDate } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { PageKey } from "~/pages";
import { useArticleMessages } from "./article-messages";
import { Breadcrumb } from "./breadcrumb";

type PostSlug = (typeof blogPosts)[number]["slug"];

/** Breadcrumb to the blog, the page's one h1, the post's subtitle and date (from posts.ts). */
export function ArticleHeader({ page, slug, kicker }: { page: PageKey; slug: PostSlug; kicker?: string }) {
  const locale = useLocale();
  const t = useMessages();
  const a = useArticleMessages();
  const post = blogPosts.find((entry) => entry.slug === slug);
  const title = t.pages[page].title;
  return (
    <header className="article-header">
      <Breadcrumb parent={{ to: "/blog", label: a.blogLabel }} current={title} />
      {kicker ? <p className="article-kicker">{kicker}</p> : null}
      <h1>{title}</h1>
      {post ? (
        <>
          <p className="lead">{post.subtitle[locale]}</p>
          <p className="article-date">
            {a.publishedOn} <time dateTime={post.date}>{formatDate(post.date, locale, "long")}</time>
          </p>
        </>
      ) : null}
    </header>
  );
}
