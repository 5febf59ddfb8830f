import type { Locale } from "./locale";
import en, { type Messages } from "./messages/en";
import es from "./messages/es";

export type { Messages };

const catalogs: Record<Locale, Messages> = { en, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
