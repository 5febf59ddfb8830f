import type { LicenceRegionNames } from "~/i18n/messages/licence-regions-en";

/** A subdivision's name in the language (every code of places.ts has one; the test checks). */
export function regionName(regions: LicenceRegionNames, code: string): string {
  return (regions as Record<string, string>)[code] ?? code;
}
