import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locale";
import type { Messages } from "./messages/en";
import { useUiTexts } from "./ui-texts";

/** The page's language: always the URL's, so it is right even on error pages. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The interface strings in the page's language, from the root loader's data. */
export function useMessages(): Messages {
  return useUiTexts().messages;
}
