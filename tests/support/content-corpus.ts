import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Every text a person can read on the site, in mails or in the eBooks, with its language, for the
// content tests: a wrong statement must not survive in any of them.

export type TextLanguage = "en" | "es" | "any";

export interface ContentText {
  /** Where the text lives: a file, plus the key path inside a data module. */
  source: string;
  language: TextLanguage;
  text: string;
}

const root = process.cwd();

/** The language a file name or path segment gives its texts ("es.md", "/es/", "sales-es.ts"). */
function languageOfPath(file: string): TextLanguage {
  const match = /(?:^|[/_.-])(en|es)(?:[/_.-]|$)/.exec(path.relative(root, file).replace(/\.\w+$/, ""));
  return (match?.[1] as TextLanguage | undefined) ?? "any";
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The strings of a data module, each with its language: a file name or an `en`/`es` key sets it, and
 * the first one set wins (so `courseName: { es: "in Spanish" }` inside the English texts stays English).
 */
function stringsOf(value: unknown, language: TextLanguage, source: string, out: ContentText[]): void {
  if (typeof value === "string") out.push({ source, language, text: value });
  else if (Array.isArray(value))
    value.forEach((item, i) => stringsOf(item, language, `${source}[${i}]`, out));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      const next = language === "any" && (key === "en" || key === "es") ? key : language;
      stringsOf(item, next, `${source}.${key}`, out);
    }
}

/** HTML as text: block elements become line breaks, tags and entities go. */
function htmlText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<(br|\/?(p|li|ul|ol|div|h\d|tr|td|th|table|section))\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;/g, " ");
}

/** Modules whose exports hold texts: content data, message catalogs (mails too), eBook texts. */
const dataFolders = ["app/content", "app/i18n/messages"];
/** The eBooks' texts: JavaScript modules, as the script that writes the eBooks is plain Node. */
const ebookTexts = "scripts/placeholder-media/ebook-text";

export async function contentCorpus(): Promise<ContentText[]> {
  const out: ContentText[] = [];
  const modules = [
    ...dataFolders.flatMap((folder) => filesUnder(path.join(root, folder), /\.ts$/)),
    // The eBooks' texts, from which scripts/placeholder-media/ebooks.js writes their HTML.
    ...filesUnder(path.join(root, ebookTexts), /\.js$/),
  ];
  for (const file of modules) {
    const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const source = path.relative(root, file);
    for (const [name, value] of Object.entries(exports))
      if (typeof value !== "function") stringsOf(value, languageOfPath(file), `${source}:${name}`, out);
  }
  // Markdown: lessons, guide, legal pages, blog posts.
  for (const file of filesUnder(path.join(root, "app/content"), /\.md$/))
    out.push({
      source: path.relative(root, file),
      language: languageOfPath(file),
      text: readFileSync(file, "utf8"),
    });
  // The eBooks: the HTML the PDFs are printed from (its texts are read above as data modules).
  for (const file of filesUnder(path.join(root, "scripts/placeholder-media/ebooks"), /\.html$/))
    out.push({
      source: path.relative(root, file),
      language: languageOfPath(file),
      text: htmlText(readFileSync(file, "utf8")),
    });
  return out;
}

/** A text's lines (a Markdown paragraph, list item, table row or phrase field is one line). */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A line's sentences (split after . ! ? ; so two statements joined by a semicolon stay apart). */
export function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?;])\s+/);
}
