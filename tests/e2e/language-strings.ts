import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { accountItems } from "../../app/content/account-items";
import { products } from "../../app/content/catalog";
import { courseModules } from "../../app/content/course/modules";
import { flashcards } from "../../app/content/flashcards";
import { documentChecklist } from "../../app/content/guide/checklist";
import { highwaySigns } from "../../app/content/highway-signs";
import { site } from "../../app/content/site";
import type { Locale } from "../../app/i18n/locale";
import articlesEn from "../../app/i18n/messages/articles-en";
import articlesEs from "../../app/i18n/messages/articles-es";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import salesEn from "../../app/i18n/messages/sales-en";
import salesEs from "../../app/i18n/messages/sales-es";
import toolsEn from "../../app/i18n/messages/tools-en";
import toolsEs from "../../app/i18n/messages/tools-es";

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

/** Each page's own catalogs (app/i18n/messages/pages/<page>-<locale>.ts), found on disk. */
async function pageCatalogs(locale: Locale): Promise<unknown[]> {
  const folder = path.resolve("app/i18n/messages/pages");
  const files = (await readdir(folder)).filter((file) => file.endsWith(`-${locale}.ts`));
  return Promise.all(
    files.map(async (file) => (await import(pathToFileURL(path.join(folder, file)).href)).default as unknown),
  );
}

const content = [products, courseModules, accountItems, highwaySigns, flashcards, documentChecklist, site];

/**
 * Sentences of `locale` that the other language does not also use (names and shared words drop
 * out), long enough to be unmistakable, and no URLs.
 */
export async function sentencesOnlyIn(locale: Locale): Promise<string[]> {
  const collect = async (lang: Locale) => {
    const found = new Set<string>();
    const catalogs = lang === "en" ? [en, salesEn, toolsEn, articlesEn] : [es, salesEs, toolsEs, articlesEs];
    for (const catalog of [...catalogs, ...(await pageCatalogs(lang))]) strings(catalog, found);
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
