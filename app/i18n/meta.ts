import type { MetaDescriptor, MetaFunction } from "react-router";
import { brand } from "~/content/brand";
import { courseFigures } from "~/content/course/figures";
import { type PageEntry, type PageKey, pageByKey, pagePath } from "~/pages";
import { fill } from "./fill";
import { type Locale, localeFromPath, locales, localeTags, localizePath } from "./locale";
import { uiTextsIn } from "./ui-texts";
import { type PluralForms, plural } from "./plural";

interface RootMetaData {
  publicUrl: string;
}

/** "X - brand". */
export function documentTitle(title: string): string {
  return `${title} - ${brand.brandName}`;
}

/**
 * Title, description, Open Graph, canonical and hreflang alternates for a page.
 * Links are absolute, built from PUBLIC_URL as the root loader reports it.
 */
export function seoTags(options: {
  title: string;
  description: string;
  locale: Locale;
  /** English-form path ("/", "/about-us"); omitted where there is no page to point to (404). */
  path?: string;
  /** Account and transactional pages stay out of search results. */
  noindex?: boolean;
  publicUrl: string;
}): MetaDescriptor[] {
  const { title, description, locale, path, publicUrl, noindex } = options;
  const tags: MetaDescriptor[] = [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: brand.brandName },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: localeTags[locale].replace("-", "_") },
  ];
  if (noindex || path === undefined) tags.push({ name: "robots", content: "noindex" });
  if (path === undefined) return tags;
  const url = (target: Locale) => `${publicUrl}${localizePath(path, target)}`;
  tags.push(
    { property: "og:url", content: url(locale) },
    { tagName: "link", rel: "canonical", href: url(locale) },
    ...locales.map((target) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: target,
      href: url(target),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
  );
  return tags;
}

type MetaMatches = ({ id: string; loaderData: unknown } | undefined)[];

/** The root loader's data as `meta` functions see it (absent when the root loader failed). */
export function rootMetaData(matches: MetaMatches): RootMetaData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootMetaData | undefined;
}

/**
 * Product facts a page's title or description may name ({days}, the guarantee's days with their
 * noun in the page's language): from the data, never retyped.
 */
function fillFacts(text: string, days: PluralForms, locale: Locale): string {
  return fill(text, { days: plural(days, courseFigures.guaranteeDays, locale) });
}

/**
 * Account pages never go into search results, nor does a URL that names a person's payment, token
 * or address, nor the checkout (a form for one product, decision 040). The other transactional pages
 * (welcome, set and forgot password) may: they hold nothing personal, and blocking them cost the
 * SEO score the site is held to.
 */
export function keptOutOfSearch(page: PageEntry, search: string): boolean {
  if (page.account || page.noindex) return true;
  const params = new URLSearchParams(search);
  return (page.privateParams ?? []).some((name) => params.has(name));
}

/** The `meta` export of a page: its messages' title and description, in the URL's language. */
export function pageMeta(key: PageKey): MetaFunction {
  const page = pageByKey(key);
  return ({ location, matches }) => {
    const root = rootMetaData(matches);
    const locale = localeFromPath(location.pathname);
    const texts = uiTextsIn(locale);
    // Without the root loader's data the error boundary writes the title.
    if (!root || !texts) return [];
    const { pages, course } = texts.messages;
    const { title, description } = pages[key];
    return seoTags({
      title: fillFacts(title, course.guaranteeDays, locale),
      description: fillFacts(description, course.guaranteeDays, locale),
      locale,
      // Without a path: noindex, and no canonical or hreflang link to a URL that is not a page.
      path: page.noindex ? undefined : pagePath(key),
      noindex: keptOutOfSearch(page, location.search),
      publicUrl: root.publicUrl,
    });
  };
}

/** The not-found page's tags: for unknown URLs, and for staff URLs a non-staff visitor asks for. */
export const notFoundMeta: MetaFunction = ({ location, matches }) => {
  const root = rootMetaData(matches);
  const locale = localeFromPath(location.pathname);
  const texts = uiTextsIn(locale);
  if (!root || !texts) return [];
  const t = texts.messages.notFound;
  return seoTags({ title: t.title, description: t.description, locale, publicUrl: root.publicUrl });
};
/**
 * The course pages (and only they) link the web app manifest of their language, so
 * the course can be installed and opens on the course page; public pages stay as they are.
 */
export function courseMeta(key: PageKey): MetaFunction {
  const base = pageMeta(key);
  return (args) => {
    const tags = base(args) ?? [];
    if (tags.length === 0) return tags;
    return [
      ...tags,
      {
        tagName: "link",
        rel: "manifest",
        href: localizePath("/manifest.webmanifest", localeFromPath(args.location.pathname)),
      },
      { name: "theme-color", content: "#0b4f6c" },
    ];
  };
}
