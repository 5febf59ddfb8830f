import type { ToolsMessages } from "~/i18n/messages/tools-en";
import { useUiTexts } from "~/i18n/ui-texts";

/** The learning tools' strings (sign quiz, flashcards, flipbook) in the URL's language (root loader data). */
export function useToolsMessages(): ToolsMessages {
  return useUiTexts().tools;
}
