import type { Locale } from "./locale";
import { useLocale } from "./use-locale";

/**
 * A page's own text catalog in the URL's language: `useLocalized({ en, es })`. Each page keeps
 * its texts in `messages/pages/<page>-en.ts` and `-es.ts` (the Spanish one `satisfies` the English type).
 */
export function useLocalized<T>(catalogs: Record<Locale, T>): T {
  return catalogs[useLocale()];
}
