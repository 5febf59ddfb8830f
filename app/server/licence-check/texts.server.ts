import type { Locale } from "~/i18n/locale";
import licenceCheckEn, { type LicenceCheckTexts } from "~/i18n/messages/licence-check-en";
import licenceCheckEs from "~/i18n/messages/licence-check-es";
import licenceNotesEn, { type LicenceNotes } from "~/i18n/messages/licence-notes-en";
import licenceNotesEs from "~/i18n/messages/licence-notes-es";
import licenceRegionsEn, { type LicenceRegionNames } from "~/i18n/messages/licence-regions-en";
import licenceRegionsEs from "~/i18n/messages/licence-regions-es";

// The licence check's texts in one language: picked on the server, so the page's data
// carries only its own language and no page module imports both.

export interface LicenceCheckLanguage {
  texts: LicenceCheckTexts;
  notes: LicenceNotes;
  regions: LicenceRegionNames;
}

const languages: Record<Locale, LicenceCheckLanguage> = {
  en: { texts: licenceCheckEn, notes: licenceNotesEn, regions: licenceRegionsEn },
  es: { texts: licenceCheckEs, notes: licenceNotesEs, regions: licenceRegionsEs },
};

export function licenceCheckLanguage(locale: Locale): LicenceCheckLanguage {
  return languages[locale];
}

/** A subdivision's name in the language (every code of places.ts has one; the test checks). */
export function regionName(regions: LicenceRegionNames, code: string): string {
  return (regions as Record<string, string>)[code] ?? code;
}

/** "{place}" → filled in (the page's templates). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
