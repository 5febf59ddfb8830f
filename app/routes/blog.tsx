import { ArticlePostList } from "~/components/article-post-list";
import { useArticleMessages } from "~/components/article-messages";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";

export const meta = pageMeta("blog");

export default function BlogPage() {
  const t = useMessages();
  const a = useArticleMessages();
  return (
    <section className="container article-page">
      <header className="article-header">
        <h1>{t.pages.blog.title}</h1>
        <p className="lead">{a.blog.intro}</p>
      </header>
      <ArticlePostList />
    </section>
  );
}
