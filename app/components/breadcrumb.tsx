import { useArticleMessages } from "./article-messages";
import { LocalizedLink } from "./localized-link";

/** "Blog › This page": the way back to the parent page, in the page's language. */
export function Breadcrumb({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  const t = useArticleMessages();
  return (
    <nav aria-label={t.breadcrumb} className="breadcrumb">
      <ol>
        <li>
          <LocalizedLink to={parent.to}>{parent.label}</LocalizedLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
