import type { Locale } from "~/i18n/locale";
import articlesEn from "~/i18n/messages/articles-en";
import articlesEs from "~/i18n/messages/articles-es";
import { useLocale } from "~/i18n/use-locale";

const catalogs: Record<Locale, typeof articlesEn> = { en: articlesEn, es: articlesEs };

/** Interface strings of the article pages, in the URL's language. */
export function useArticleMessages() {
  return catalogs[useLocale()];
}

/** "{done} of {total}" → filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
