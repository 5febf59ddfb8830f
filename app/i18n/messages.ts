import type { Locale } from "./locale";
import en, { type Messages } from "./messages/en";
import es from "./messages/es";

export type { Messages };

const catalogs: Record<Locale, Messages> = { en, es };

/**
 * Both languages' catalogs: for loaders and actions (server code) only. Components read
 * useMessages(), which takes the page's language from the root loader's data.
 */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
