import type { Locale } from "~/i18n/locale";
import salesEn, { type SalesMessages } from "~/i18n/messages/sales-en";
import salesEs from "~/i18n/messages/sales-es";
import { useLocale } from "~/i18n/use-locale";

const catalogs: Record<Locale, SalesMessages> = { en: salesEn, es: salesEs };

/** Interface strings shared by the sales pages, in the URL's language. */
export function useSalesMessages(): SalesMessages {
  return catalogs[useLocale()];
}
