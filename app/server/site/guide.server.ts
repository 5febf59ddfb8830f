import type { Locale } from "~/i18n/locale";
import { renderContent } from "./articles.server";

// The licence-conversion guide (route "test"): Markdown per language, server build only.
const guideSources = import.meta.glob<string>("../content/guide/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The guide as HTML, split before its last "## " section (the call to action), so the page can
 * place the document checklist between the rules and the closing invitation to chat.
 */
export function guideHtml(locale: Locale): { bodyHtml: string; closingHtml: string } {
  const text = guideSources[`../content/guide/${locale}.md`];
  if (text === undefined) throw new Error(`Missing guide for ${locale}`);
  const split = text.lastIndexOf("\n## ");
  const body = split === -1 ? text : text.slice(0, split);
  const closing = split === -1 ? "" : text.slice(split + 1);
  return {
    bodyHtml: renderContent(body, locale),
    closingHtml: closing ? renderContent(closing, locale) : "",
  };
}
