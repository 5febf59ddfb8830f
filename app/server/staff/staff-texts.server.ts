import type { Locale } from "~/i18n/locale";
import staffEn, { type StaffTexts } from "~/i18n/messages/staff-en";
import staffEs from "~/i18n/messages/staff-es";

// The staff area's texts reach the page as loader data, one language per page.
const catalogs: Record<Locale, StaffTexts> = { en: staffEn, es: staffEs };

export function staffTextsFor(locale: Locale): StaffTexts {
  return catalogs[locale];
}
