import type { ReactNode } from "react";
import { useMessages } from "~/i18n/use-locale";
import type { PageKey } from "~/pages";
import { Prose } from "./article-prose";

/** A legal page: its title and the Markdown text from app/content/legal. */
export function ArticleLegalPage({
  page,
  html,
  children,
}: {
  page: PageKey;
  html: string;
  children?: ReactNode;
}) {
  const t = useMessages();
  return (
    <article className="container article-page legal-page">
      <h1>{t.pages[page].title}</h1>
      {children}
      <Prose html={html} />
    </article>
  );
}
