import { blogPosts } from "~/content/blog/posts";
import { formatDate } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

/** Blog list: image, title, subtitle, date and a link button per post, newest first. */
export function ArticlePostList() {
  const locale = useLocale();
  return (
    <ul className="post-list">
      {blogPosts.map((post) => (
        <li key={post.slug} className="post-card">
          <img
            src={post.image}
            alt={post.imageAlt[locale]}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
          />
          <div className="post-card-body">
            <h2>{post.title[locale]}</h2>
            <p className="article-date">
              <time dateTime={post.date}>{formatDate(post.date, locale, "long")}</time>
            </p>
            <p>{post.subtitle[locale]}</p>
            <LocalizedLink className="button button-primary" to={`/${post.slug}`}>
              {post.buttonText[locale]}
            </LocalizedLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
