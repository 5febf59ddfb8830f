import type { Locale } from "~/i18n/locale";
import articlesEn from "~/i18n/messages/articles-en";
import articlesEs from "~/i18n/messages/articles-es";
import en from "~/i18n/messages/en";
import es from "~/i18n/messages/es";
import salesEn from "~/i18n/messages/sales-en";
import salesEs from "~/i18n/messages/sales-es";
import toolsEn from "~/i18n/messages/tools-en";
import toolsEs from "~/i18n/messages/tools-es";
import type { UiTexts } from "~/i18n/ui-texts";

// The shared interface strings reach the page as the root loader's data, one language
// per page, so no page's JavaScript carries the other language. Server build only.
const catalogs: Record<Locale, UiTexts> = {
  en: { messages: en, sales: salesEn, tools: toolsEn, articles: articlesEn },
  es: { messages: es, sales: salesEs, tools: toolsEs, articles: articlesEs },
};

/** The layout's, sales', learning tools' and articles' interface strings in one language. */
export function uiTextsFor(locale: Locale): UiTexts {
  return catalogs[locale];
}

const json: Record<Locale, string> = {
  en: JSON.stringify(catalogs.en),
  es: JSON.stringify(catalogs.es),
};

/**
 * The same, as one JSON string for the root loader: React Router encodes loader data for every
 * document, also for pages sent without scripts, and one string costs it almost nothing where
 * some 700 separate strings cost ~8 % of the server's time on a small page (CPU profile, README).
 */
export function uiTextsJson(locale: Locale): string {
  return json[locale];
}
