import type { SalesMessages } from "~/i18n/messages/sales-en";
import { useUiTexts } from "~/i18n/ui-texts";

/** Interface strings shared by the sales pages, in the URL's language (root loader data). */
export function useSalesMessages(): SalesMessages {
  return useUiTexts().sales;
}
