import { site } from "~/content/site";
import { type Locale, localeFromPath } from "~/i18n/locale";
import articlesEn from "~/i18n/messages/articles-en";
import articlesEs from "~/i18n/messages/articles-es";
import { parseContentItems, requireAttribute } from "./content-items.server";
import { fillTokens, renderMarkdown, siteTokens } from "./markdown.server";

// Blog articles and legal pages are Markdown per language (DESIGN §2), bundled into the server
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

const articleMessages = { en: articlesEn, es: articlesEs } satisfies Record<Locale, typeof articlesEn>;

type Processor = (typeof site.processors)[keyof typeof site.processors];

function processor(entry: Processor, locale: Locale): string {
  return `${entry.name}, ${entry.address}, ${entry.country[locale]}`;
}

/** The opening hours of the site config as a Markdown table in the page's language. */
export function openingHoursTable(locale: Locale): string {
  const t = articleMessages[locale].openingHours;
  const rows = site.openingHours.map(
    ({ days, hours }) => `| ${days[locale]} | ${hours ? `${hours.opens}–${hours.closes}` : t.closed} |`,
  );
  return [`| ${t.day} | ${t.hours} |`, "| --- | --- |", ...rows].join("\n");
}

/**
 * The site tokens of markdown.server.ts plus those only these pages use: the processors the privacy
 * policy names and the contact page's opening hours, so each value is typed once, in site.ts.
 */
export function contentTokens(locale: Locale): Record<string, string> {
  return {
    ...siteTokens(locale),
    "site.processors.hosting": processor(site.processors.hosting, locale),
    "site.processors.email": processor(site.processors.email, locale),
    "site.processors.flipbook": processor(site.processors.flipbook, locale),
    "site.openingHours": openingHoursTable(locale),
  };
}

/** Markdown with {{site.…}}/{{partners.…}} tokens filled, as HTML. */
export function renderContent(markdown: string, locale: Locale): string {
  return renderMarkdown(fillTokens(markdown, contentTokens(locale)));
}

export function legalPageHtml(slug: LegalSlug, locale: Locale): string {
  return renderContent(source(legalSources, `../content/legal/${locale}/${slug}.md`), locale);
}

export function englishTheoryLessonsHtml(locale: Locale): string {
  return renderContent(source(blogSources, `../content/blog/english-theory-lessons/${locale}.md`), locale);
}

/** The tips or trips of an article: intro HTML and the numbered items (SPEC §2). */
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
