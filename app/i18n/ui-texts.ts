import { createContext, useContext } from "react";
import type { Locale } from "./locale";
import type articlesEn from "./messages/articles-en";
import type { Messages } from "./messages/en";
import type { SalesMessages } from "./messages/sales-en";
import type { ToolsMessages } from "./messages/tools-en";

/** The shared interface strings of one language (the "ui" catalog of i18n/catalogs.server.ts). */
export interface UiTexts {
  messages: Messages;
  sales: SalesMessages;
  tools: ToolsMessages;
  articles: typeof articlesEn;
}

/**
 * Set by entry.server for the request's language, so the layout and the error page render even
 * when the root loader failed (such a page is sent without scripts, see root.tsx).
 */
export const ServerUiTextsContext = createContext<UiTexts | null>(null);

// Set once by entry.server: the texts of each language, for what renders outside React's tree
// (the pages' `meta` functions) and for the layout when no provider is above it.
let textsOfLanguage: ((locale: Locale) => UiTexts) | null = null;

/** entry.server's texts of a language (i18n/catalogs.server.ts), given once at start-up. */
export function provideUiTexts(provider: (locale: Locale) => UiTexts): void {
  textsOfLanguage = provider;
}

/** The interface strings of a language, for a `meta` function; null before entry.server gave them. */
export function uiTextsIn(locale: Locale): UiTexts | null {
  return textsOfLanguage?.(locale) ?? null;
}

/**
 * The page's interface strings: entry.server renders every page inside a provider of its
 * URL's language. They are not loader data: no page is hydrated (decision 010), and React Router
 * encoded the loader data of every request for a browser that never read it (decision 082).
 */
export function useUiTexts(): UiTexts {
  const texts = useContext(ServerUiTextsContext);
  if (!texts)
    throw new Error("Interface texts missing: the page was rendered without entry.server's provider");
  return texts;
}
