import type articlesEn from "~/i18n/messages/articles-en";
import { useUiTexts } from "~/i18n/ui-texts";

/** Interface strings of the article pages, in the URL's language (root loader data). */
export function useArticleMessages(): typeof articlesEn {
  return useUiTexts().articles;
}
