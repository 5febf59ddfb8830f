import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { fillTokens, renderMarkdown, siteTokens } from "../platform/markdown.server";

// Legal texts: their tokens and how a page is put together. Nothing here needs Vite (no
// import.meta.glob), so the purchase mail can render the terms and the withdrawal form wherever a
// purchase is recorded: in the server, in the tests and in the seed script (tsx).

type Processor = (typeof site.processors)[keyof typeof site.processors];

function processor(entry: Processor, locale: Locale): string {
  return `${entry.name}, ${entry.address}, ${entry.country[locale]}`;
}

/** The opening hours of the site config as a Markdown table in the page's language. */
export function openingHoursTable(locale: Locale): string {
  const t = textsIn("ui", locale).articles.openingHours;
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

/** Where a legal Markdown file (app/content/legal/{locale}/{name}.md) is read from. */
export type LegalSource = (locale: Locale, name: string) => string;

/** The files on disk, from the working directory (as the migrations are found). */
export const legalFilesOnDisk: LegalSource = (locale, name) =>
  readFileSync(path.resolve(process.cwd(), "app/content/legal", locale, `${name}.md`), "utf8");

/**
 * The withdrawal information and the model withdrawal form (Art. 246a § 1 (2) EGBGB with its
 * Anlagen 1 and 2), as Markdown with the tokens filled. One file per language serves the terms
 * page (their section 11) and the purchase mail's attachment (§ 312f BGB), so they never differ.
 */
export function withdrawalMarkdown(read: LegalSource, locale: Locale): string {
  return fillTokens(read(locale, "withdrawal"), contentTokens(locale));
}

/** The withdrawal information as a document of its own (headings from <h2>). */
export function withdrawalHtml(read: LegalSource, locale: Locale): string {
  return renderMarkdown(withdrawalMarkdown(read, locale));
}

/** A legal page as HTML. The terms name {{legal.withdrawal}}: it comes in one heading level down. */
export function legalHtml(
  read: LegalSource,
  slug: string,
  locale: Locale,
  tokens: Record<string, string> = contentTokens(locale),
): string {
  const withdrawal = withdrawalMarkdown(read, locale).replace(/^(#{2,5}) /gm, "#$1 ");
  return renderMarkdown(fillTokens(read(locale, slug), { ...tokens, "legal.withdrawal": withdrawal }));
}
