import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
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
 * Set by entry.server for the request's language: the server can render the layout and the error
 * page even when the root loader failed (such a page is sent without scripts, see root.tsx).
 */
export const ServerUiTextsContext = createContext<UiTexts | null>(null);

// In the browser: the last texts seen, for an error page after a failed client navigation.
let lastTexts: UiTexts | null = null;

// The root loader sends the texts as one JSON string (textsJsonFor); each is parsed once.
const parsed = new Map<string, UiTexts>();

/** The texts of the root loader's `texts` string. */
export function parseUiTexts(json: string): UiTexts {
  let texts = parsed.get(json);
  if (!texts) {
    texts = JSON.parse(json) as UiTexts;
    if (parsed.size >= 2) parsed.clear();
    parsed.set(json, texts);
  }
  return texts;
}

/**
 * The page's interface strings come from the root loader's data (only the page's
 * language travels, as data), not from modules that would carry both languages in the page's
 * JavaScript.
 */
export function useUiTexts(): UiTexts {
  const json = useRouteLoaderData<{ texts?: string }>("root")?.texts;
  const fromServer = useContext(ServerUiTextsContext);
  const texts = (json ? parseUiTexts(json) : null) ?? fromServer ?? lastTexts;
  if (!texts) throw new Error("Interface texts missing: the root loader's data did not reach the page");
  // The last page's texts, kept outside React on purpose: a browser render that runs before the
  // next page's data has arrived shows them rather than nothing.
  // eslint-disable-next-line react-hooks/globals
  if (typeof document !== "undefined") lastTexts = texts;
  return texts;
}
