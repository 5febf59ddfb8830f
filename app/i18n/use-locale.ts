import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locale";
import { type Messages, messagesFor } from "./messages";

/** The page's language: always the URL's (DESIGN §3), so it is right even on error pages. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLocale());
}
