import type articlesEn from "~/i18n/messages/articles-en";
import { useUiTexts } from "~/i18n/ui-texts";

/** Interface strings of the article pages, in the URL's language (root loader data). */
export function useArticleMessages(): typeof articlesEn {
  return useUiTexts().articles;
}

/** "{done} of {total}" → filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
