import { expect, type Page } from "@playwright/test";
import { englishWords } from "./english-words";
import { spanishAllowList } from "./spanish-allow-list";

// "No English on an /es/ page", two ways:
// 1. no common English word (list in english-words.ts) among the page's visible words;
// 2. no lower-case word shared with the English twin page, unless Spanish writes it alike
//    (the allow-list). Capitalised words are names (people, places, laws) and are left alone.
// Text marked with another language (lang="de" phrases), code (cookie names), e-mail addresses and
// URLs are skipped.
// Words inside those German elements are German vocabulary wherever they appear on the page
// (lessons quote the phrases again in their explanations).
async function visibleText(page: Page): Promise<{ text: string; german: string }> {
  return page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    let german = "";
    for (const element of copy.querySelectorAll("[lang]:not([lang^='es']), code, script, style, template")) {
      if (element.getAttribute("lang")?.startsWith("de")) german += ` ${element.textContent ?? ""}`;
      element.remove();
    }
    for (const block of copy.querySelectorAll("p, li, h1, h2, h3, h4, td, th, dt, dd, a, button, label"))
      block.append(" ");
    const text = (copy.textContent ?? "")
      .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|de|org)\b/g, " ")
      .replace(/\s+/g, " ");
    return { text, german: german.toLowerCase() };
  });
}

const words = (text: string) => text.match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) ?? [];

const lowerCaseWords = (text: string) =>
  new Set(words(text).filter((word) => word === word.toLowerCase() && word.length > 2));

// Lesson prose quotes the examiner's German in nearly every sentence and is not yet marked up
// with :de[…], so on the lessons (samples and player) only the common-English check runs.
const quotesGermanUnmarked = new Set(["coursedemo1", "coursedemo2", "module"]);

/** The lower-case words of the English page on show, to hold its Spanish twin against. */
export async function englishPageWords(page: Page): Promise<Set<string>> {
  return lowerCaseWords((await visibleText(page)).text);
}

/** Loads the English page, then the Spanish one, and checks the latter shows no English. */
export async function expectNoEnglish(page: Page, spanishUrl: string, englishUrl: string, key: string) {
  await page.goto(englishUrl);
  const englishLowerCase = await englishPageWords(page);
  await page.goto(spanishUrl);
  await expectNoEnglishOn(page, spanishUrl, englishLowerCase, key);
}

/** The Spanish page on show (`spanishUrl`) has no common English word and no word of its twin's. */
export async function expectNoEnglishOn(
  page: Page,
  spanishUrl: string,
  englishLowerCase: Set<string>,
  key: string,
) {
  expect(new URL(page.url()).pathname, `${spanishUrl} stays put`).toBe(
    new URL(spanishUrl, page.url()).pathname,
  );
  const { text, german } = await visibleText(page);
  const germanWords = new Set(words(german));
  const common = new Set(words(text).filter((word) => englishWords.has(word.toLowerCase())));
  const shared = [...lowerCaseWords(text)].filter(
    (word) => englishLowerCase.has(word) && !spanishAllowList.has(word) && !germanWords.has(word),
  );
  expect([...common], `common English words on ${spanishUrl}`).toEqual([]);
  if (quotesGermanUnmarked.has(key)) return;
  expect(shared, `words shared with the English page on ${spanishUrl}`).toEqual([]);
}
