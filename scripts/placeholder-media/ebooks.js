// @ts-check
// Placeholder media, part 3: the HTML of the two downloadable eBooks, per language.
// Writes <html-dir>/<id>_<locale>.html (scripts/placeholder-media/ebooks/ by default); pdf.js prints
// each one to public/media/ebooks/<id>_<locale>.pdf with headless Chromium (A4). The first page is
// the eBook cover (public/media/ebooks/<id>_<locale>.svg, written by media.js), inlined. The texts
// are in ebook-text/; app/content/content-facts.test.ts checks them and this HTML.
import { readFileSync } from "node:fs";
import path from "node:path";
import { GUIDE_EN } from "./ebook-text/guide-en.js";
import { GUIDE_ES } from "./ebook-text/guide-es.js";
import { PHRASES_EN } from "./ebook-text/phrases-en.js";
import { PHRASES_ES } from "./ebook-text/phrases-es.js";
import { PHRASES } from "./ebook-text/phrases.js";
import { STYLE } from "./ebook-style.js";
import { write } from "./files.js";

/**
 * @typedef {{
 *   title: string, lead: string,
 *   s1: string, s1p: string[], s1tip: string,
 *   s2: string, paths: { heading: string, text: string, result: string }[], s2tip: string,
 *   s3: string, docs: { document: string, note: string }[], s3note: string,
 *   s4: string, deadlines: string[], s5: string, tests: string[], s6: string, steps: string[],
 *   end: string,
 * }} GuideText The conversion guide in one language (s1 to s6: the six numbered sections).
 * @typedef {{
 *   title: string, lead: string, how: string, howItems: string[],
 *   words: string, glossary: { de: string, meaning: string }[],
 *   list: string, do: string, tip: string, end: string,
 * }} PhrasesText The phrases eBook in one language, but for the phrases.
 * @typedef {{ meaning: string, action: string }} PhraseHelp
 * @typedef {{ de: string, en: PhraseHelp, es: PhraseHelp }} Phrase
 * @typedef {"en" | "es"} Locale
 */

const GUIDE = { en: GUIDE_EN, es: GUIDE_ES };
const PHRASE_TEXT = { en: PHRASES_EN, es: PHRASES_ES };

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/**
 * Escapes text for HTML as Python's html.escape did (quotes too), so the HTML stays byte-identical.
 * Its own copy, not app/server/platform/html-escape.server.ts: this plain Node script cannot import
 * TypeScript, and the app's escaper writes `'` as `&#39;`, not `&#x27;`.
 * @param {string} text
 */
export const e = (text) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * The cover SVG, stretched over the whole first page.
 * @param {string} out the media folder @param {string} name @param {Locale} locale
 */
function coverSvg(out, name, locale) {
  const text = readFileSync(path.join(out, "ebooks", `${name}_${locale}.svg`), "utf8");
  return text.replace(
    'width="600" height="850"',
    'width="100%" height="100%" preserveAspectRatio="xMidYMid slice"',
  );
}

/**
 * @param {Locale} locale @param {string} title plain text @param {string} cover SVG @param {string} body HTML
 */
function page(locale, title, cover, body) {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${e(title)}</title>` +
    `<style>${STYLE}</style></head><body><div class="cover">${cover}</div>${body}</body></html>\n`
  );
}

/**
 * @param {string[]} items @param {(item: string) => string} [f] how an item becomes HTML
 * @param {string} [tag]
 */
const each = (items, f = (x) => x, tag = "li") => items.map((x) => `<${tag}>${f(x)}</${tag}>`).join("");

/** "Your German Licence: The Conversion Guide". @param {string} out @param {Locale} locale */
function guide(out, locale) {
  const t = GUIDE[locale];
  const paths = t.paths
    .map(
      (p) =>
        `<div class="path"><h3>${e(p.heading)}</h3>${e(p.text)}<span class="result">${e(p.result)}</span></div>`,
    )
    .join("");
  const docs = t.docs.map((d) => `<li>${e(d.document)}<br><small>${e(d.note)}</small></li>`).join("");
  /** @param {number} n @param {string} heading */
  const h2 = (n, heading) => `<h2><span class="n">${n}</span>${e(heading)}</h2>`;
  const body =
    `<h1>${e(t.title)}</h1><div class="bar"></div><p class="lead">${e(t.lead)}</p>` +
    h2(1, t.s1) +
    each(t.s1p, undefined, "p") +
    `<div class="tip amber">${t.s1tip}</div>` +
    h2(2, t.s2) +
    `<div class="paths">${paths}</div><div class="tip">${e(t.s2tip)}</div>` +
    h2(3, t.s3) +
    `<ul class="check">${docs}</ul><p><small>${e(t.s3note)}</small></p>` +
    h2(4, t.s4) +
    `<ul class="dots">${each(t.deadlines)}</ul>` +
    h2(5, t.s5) +
    `<ul class="dots">${each(t.tests)}</ul>` +
    h2(6, t.s6) +
    `<ol class="steps">${each(t.steps, e)}</ol>` +
    `<div class="end">${t.end}</div>`;
  return page(locale, t.title, coverSvg(out, "conversion-guide", locale), body);
}

/** "20 Examiner Phrases You Must Know". @param {string} out @param {Locale} locale */
function phrases(out, locale) {
  const t = PHRASE_TEXT[locale];
  const items = PHRASES.map(
    (p, i) =>
      `<div class="phrase"><div class="num">${i + 1}</div><div class="body"><p class="de" lang="de">${e(p.de)}</p>` +
      `<p class="mean">${e(p[locale].meaning)}</p><p class="do"><b>${e(t.do)}</b> ${e(p[locale].action)}</p></div></div>`,
  ).join("");
  const glossary = t.glossary
    .map((w) => `<tr><td lang="de">${e(w.de)}</td><td>${e(w.meaning)}</td></tr>`)
    .join("");
  const body =
    `<h1>${e(t.title)}</h1><div class="bar"></div><p class="lead">${e(t.lead)}</p>` +
    `<h2>${e(t.how)}</h2><ul class="dots">${each(t.howItems)}</ul>` +
    `<h2>${e(t.words)}</h2><table class="words">${glossary}</table><div class="tip amber">${t.tip}</div>` +
    `<h2>${e(t.list)}</h2>${items}<div class="end">${t.end}</div>`;
  return page(locale, t.title, coverSvg(out, "examiner-phrases", locale), body);
}

/** The eBooks printed to PDF (the technical questions are an online flipbook: only their cover is made). */
export const EBOOKS = /** @type {const} */ ({ "conversion-guide": guide, "examiner-phrases": phrases });

/**
 * Writes the HTML of every eBook and language into `htmlDir`, reading the covers from `out`.
 * @param {string} out the media folder @param {string} htmlDir
 * @returns {string[]} the files written
 */
export function writeEbookHtml(out, htmlDir) {
  const written = [];
  for (const locale of /** @type {const} */ (["en", "es"]))
    for (const [name, make] of Object.entries(EBOOKS))
      written.push(write(path.join(htmlDir, `${name}_${locale}.html`), make(out, locale)));
  return written;
}
