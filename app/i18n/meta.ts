import type { MetaDescriptor, MetaFunction } from "react-router";
import { courseFigures } from "~/content/course/figures";
import { site } from "~/content/site";
import { type PageKey, pageByKey, pagePath } from "~/pages";
import { type Locale, localeFromPath, locales, localeTags, localizePath } from "./locale";
import { messagesFor } from "./messages";

interface RootMetaData {
  publicUrl: string;
}

/** "X - brand" (SPEC §2). */
export function documentTitle(title: string): string {
  return `${title} - ${site.brandName}`;
}

/**
 * Title, description, Open Graph, canonical and hreflang alternates for a page (DESIGN §3).
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
    { property: "og:site_name", content: site.brandName },
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

function publicUrlFrom(matches: { id: string; loaderData: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.loaderData as RootMetaData | undefined;
  return root?.publicUrl ?? "";
}

/** Product facts a page's title or description may name ({days}): from the data, never retyped. */
function fillFacts(text: string): string {
  return text.replaceAll("{days}", String(courseFigures.guaranteeDays));
}

/** The `meta` export of a page: its messages' title and description, in the URL's language. */
export function pageMeta(key: PageKey): MetaFunction {
  const page = pageByKey(key);
  return ({ location, matches }) => {
    const locale = localeFromPath(location.pathname);
    const { title, description } = messagesFor(locale).pages[key];
    return seoTags({
      title: fillFacts(title),
      description: fillFacts(description),
      locale,
      path: pagePath(key),
      noindex: "unlisted" in page && page.unlisted,
      publicUrl: publicUrlFrom(matches),
    });
  };
}
