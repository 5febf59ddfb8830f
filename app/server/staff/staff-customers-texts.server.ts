import type { Locale } from "~/i18n/locale";
import en, { type StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import es from "~/i18n/messages/staff-customers-es";

// The customer pages' texts reach the page as loader data, one language per page.
const catalogs: Record<Locale, StaffCustomersTexts> = { en, es };

export function staffCustomersTextsFor(locale: Locale): StaffCustomersTexts {
  return catalogs[locale];
}
