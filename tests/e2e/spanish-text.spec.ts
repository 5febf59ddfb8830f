import { expect, type Page, test } from "@playwright/test";
import { spanishAllowList } from "./spanish-allow-list";
import { everyPage } from "./support";

// "No English on an /es/ page": the visible words of each Spanish page are compared with its
// English twin. A word on both is a leftover English text, unless it is a proper noun or a word
// Spanish shares with English (the allow-list). Common English words are caught even when the
// English page does not use them. Text marked with another language (German phrases) is skipped.
const englishOnly = new Set(
  "the and with your you our this that from are will have has for what when how which about more read here".split(
    " ",
  ),
);

async function visibleWords(page: Page): Promise<Set<string>> {
  const text = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("[lang]:not([lang^='es']), script, style, template"))
      element.remove();
    // innerText of a detached node has no layout: use textContent with block breaks kept as spaces.
    return (copy.textContent ?? "").replace(/\s+/g, " ");
  });
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) ?? [];
  return new Set(words.filter((word) => word.length > 2 && !spanishAllowList.has(word)));
}

const pairs = everyPage.filter((page) => page.locale === "es" && !("account" in page && page.account));

for (const spanish of pairs) {
  test(`${spanish.url} shows no English`, async ({ page }) => {
    const english = everyPage.find((entry) => entry.key === spanish.key && entry.locale === "en");
    await page.goto(english?.url ?? "/");
    const englishWords = await visibleWords(page);
    await page.goto(spanish.url);
    const spanishWords = await visibleWords(page);
    const leftovers = [...spanishWords].filter((word) => englishWords.has(word) || englishOnly.has(word));
    expect(leftovers, `English words on ${spanish.url}`).toEqual([]);
  });
}
