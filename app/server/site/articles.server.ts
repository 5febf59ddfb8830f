import { type Locale, localeFromPath } from "~/i18n/locale";
import { parseContentItems, requireAttribute } from "./content-items.server";
import { contentTokens, legalHtml, type LegalSource } from "./legal-documents.server";
import { fillTokens, renderMarkdown } from "../platform/markdown.server";

export { contentTokens, openingHoursTable } from "./legal-documents.server";

// Blog articles and legal pages are Markdown per language, bundled into the server
// build only (never into the client bundle) and rendered in the loaders.
const blogSources = import.meta.glob<string>("../content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const legalSources = import.meta.glob<string>("../content/legal/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type LegalSlug = "legal-notice" | "contact-information" | "privacy-policy" | "terms-of-service";
export type ItemArticleSlug = "exam-anxiety-tips" | "family-day-trips";

/** An article item ready to show: texts as rendered HTML, image with its alternative text. */
export interface ArticleItem {
  title: string;
  subtitle: string;
  image: string;
  alt: string;
  html: string;
}

function source(sources: Record<string, string>, path: string): string {
  const text = sources[path];
  if (text === undefined) throw new Error(`Missing content file ${path}`);
  return text;
}

/** Markdown with {{site.…}}/{{partners.…}} tokens filled, as HTML. */
export function renderContent(markdown: string, locale: Locale): string {
  return renderMarkdown(fillTokens(markdown, contentTokens(locale)));
}

/** Legal Markdown from the page bundle (the mail reads the same files from disk). */
const bundledLegal: LegalSource = (locale, name) =>
  source(legalSources, `../content/legal/${locale}/${name}.md`);

export function legalPageHtml(slug: LegalSlug, locale: Locale): string {
  return legalHtml(bundledLegal, slug, locale, contentTokens(locale));
}

export function englishTheoryLessonsHtml(locale: Locale): string {
  return renderContent(source(blogSources, `../content/blog/english-theory-lessons/${locale}.md`), locale);
}

/** The tips or trips of an article: intro HTML and the numbered items. */
export function itemArticle(
  slug: ItemArticleSlug,
  locale: Locale,
): { introHtml: string; items: ArticleItem[] } {
  const { intro, items } = parseContentItems(source(blogSources, `../content/blog/${slug}/${locale}.md`));
  return {
    introHtml: intro ? renderContent(intro, locale) : "",
    items: items.map((item) => ({
      title: item.title,
      subtitle: requireAttribute(item, "subtitle"),
      image: requireAttribute(item, "image"),
      alt: requireAttribute(item, "alt"),
      html: renderContent(item.body, locale),
    })),
  };
}

/** The loader of a legal page: its HTML in the URL's language. */
export function legalPageLoader(slug: LegalSlug) {
  return ({ request }: { request: Request }) => ({
    html: legalPageHtml(slug, localeFromPath(new URL(request.url).pathname)),
  });
}
