import { accountItems } from "../../app/content/account-items";
import { products } from "../../app/content/catalog";
import { courseModules } from "../../app/content/course/modules";
import { flashcards } from "../../app/content/flashcards";
import { documentChecklist } from "../../app/content/guide/checklist";
import { highwaySigns } from "../../app/content/highway-signs";
import { site } from "../../app/content/site";
import { type CatalogName, catalogs, textsIn } from "../../app/i18n/catalogs.server";
import type { Locale } from "../../app/i18n/locale";

// The texts of each language, to check that a page's JavaScript carries only its own.

/** Every string inside a value (objects, arrays), as written. */
function strings(value: unknown, into: Set<string>) {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
}

/** The strings under `locale` wherever content keeps both languages side by side ({ en, es }). */
function localeStrings(value: unknown, locale: Locale, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) localeStrings(item, locale, into);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("en" in record && "es" in record) strings(record[locale], into);
    else for (const item of Object.values(record)) localeStrings(item, locale, into);
  }
}

const content = [products, courseModules, accountItems, highwaySigns, flashcards, documentChecklist, site];

/**
 * Sentences of `locale` that the other language does not also use (names and shared words drop
 * out), long enough to be unmistakable, and no URLs.
 */
export async function sentencesOnlyIn(locale: Locale): Promise<string[]> {
  const collect = async (lang: Locale) => {
    const found = new Set<string>();
    // Every catalog of the registry (staff and mail texts too: none of them belongs in a page script).
    for (const name of Object.keys(catalogs) as CatalogName[]) strings(textsIn(name, lang), found);
    localeStrings(content, lang, found);
    return found;
  };
  const mine = await collect(locale);
  const theirs = await collect(locale === "en" ? "es" : "en");
  return [...mine].filter(
    (text) => !theirs.has(text) && text.length >= 16 && text.includes(" ") && !/^https?:/.test(text),
  );
}

/** Whether `sentence` appears in minified JavaScript (as written or with JSON-style escapes). */
export function appearsIn(js: string, sentence: string): boolean {
  return js.includes(sentence) || js.includes(JSON.stringify(sentence).slice(1, -1));
}
