import { type ConsoleMessage, expect, type Page } from "@playwright/test";
import { highwaySigns } from "../../app/content/highway-signs";
import { loginFixtureCustomer } from "./customer";
import { englishPageWords, expectNoEnglishOn } from "./no-english";
import {
  brand,
  brokenImages,
  brokenInternalLinks,
  contentPages,
  everyPage,
  imageSources,
  seriousAxeViolations,
} from "./support";
import { test } from "./visitor-page";

const htmlLang = { en: "en-GB", es: "es-ES" } as const;

type Entry = (typeof everyPage)[number];

// Every page of app/pages.ts, one test per page with its English and then its Spanish URL, each
// loaded once for all the checks made on it (as test.steps named by the URL): the page's title,
// links and landmarks, no serious axe violation, no console error; on the content pages, every
// internal link and image; on a Spanish page, no English (no-english.ts, against the words of the
// English page loaded just before).
for (const key of [...new Set(everyPage.map((entry) => entry.key))]) {
  const english = everyPage.find((entry) => entry.key === key && entry.locale === "en") as Entry;
  const spanish = everyPage.find((entry) => entry.key === key && entry.locale === "es") as Entry;
  // As a visitor, in the worker's page (visitor-page.ts): the account pages answer with the login.
  test(`${english.url} and ${spanish.url}: title, links, no serious axe violation${contentPages.includes(key) ? ", links and images answer" : ""}${"account" in english && english.account ? "" : ", no English in Spanish"}`, async ({
    visitorPage: page,
  }) => {
    // Two loads, two axe runs and the language check: two pages' budget.
    test.setTimeout(60_000);
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(message.text());
    };
    // React 19 reports a failed hydration through reportError, i.e. as an uncaught page error.
    const onPageError = (error: Error) => errors.push(error.message);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    // The page serves the worker's next test: these listeners end with this one.
    try {
      let englishWords = new Set<string>();
      for (const entry of [english, spanish]) {
        errors.length = 0;
        const loaded =
          await test.step(`${entry.url} loads in ${entry.locale} with its title, links and no serious axe violation`, () =>
            loadsWithTitleAndLinks(page, entry, errors));
        if (!loaded) continue;
        if (contentPages.includes(key))
          await test.step(`${entry.url}: internal links and images answer`, () =>
            linksAndImagesAnswer(page, entry));
        if (entry.locale === "en") englishWords = await englishPageWords(page);
        else
          await test.step(`${entry.url} shows no English`, () =>
            expectNoEnglishOn(page, entry.url, englishWords, entry.key));
      }
    } finally {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    }
  });
}

/**
 * The page's status, language, title, head links and landmarks, axe's serious findings and the
 * console's errors. An account page answers a visitor with the login page of its language (and
 * back after): false then, as there is no page of its own to check further.
 */
async function loadsWithTitleAndLinks(page: Page, entry: Entry, errors: string[]): Promise<boolean> {
  const response = await page.goto(entry.url);
  expect(response?.status(), entry.url).toBe(200);

  if ("account" in entry && entry.account) {
    const login = entry.locale === "en" ? "/login" : "/es/login";
    expect(new URL(page.url()).pathname, entry.url).toBe(login);
    expect(new URL(page.url()).searchParams.get("redirectTo"), entry.url).toBe(entry.url);
    return false;
  }

  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[entry.locale]);
  await expect(page).toHaveTitle(new RegExp(` - ${brand}$`));
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  if ("noindex" in entry && entry.noindex) {
    // A page only for its query (the checkout): no canonical or hreflang link to its bare URL.
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
  } else {
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const pathOnly = entry.url.split("?")[0] as string;
    expect(canonical, entry.url).toBe(
      new URL(entry.path === "" && entry.locale === "en" ? "/" : pathOnly, page.url()).href,
    );
    for (const hreflang of ["en", "es", "x-default"]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
  }

  const bare = "bare" in entry && entry.bare;
  await expect(page.locator("header.site-header")).toHaveCount(bare ? 0 : 1);
  await expect(page.locator("footer.site-footer")).toHaveCount(bare ? 0 : 1);

  expect(await seriousAxeViolations(page), entry.url).toEqual([]);
  // A CSP violation or a failed hydration shows up here.
  expect(errors, entry.url).toEqual([]);
  return true;
}

/** No internal link that fails, no image that fails to load or to draw. */
async function linksAndImagesAnswer(page: Page, entry: Entry) {
  expect(await brokenInternalLinks(page), entry.url).toEqual([]);
  const images = await imageSources(page);
  // Every card of the quiz is in the page, each with its sign.
  if (entry.key === "highwaySignQuiz")
    expect(images.sort(), entry.url).toEqual(highwaySigns.map((sign) => sign.image).sort());
  expect(await brokenImages(page, [...new Set(images)]), entry.url).toEqual([]);
}

// The account pages answer a visitor with the login page above; here a customer who owns every
// area sees them, and the same axe rules (label-in-name included) hold there too.
for (const prefix of ["", "/es"]) {
  test(`the account pages in ${prefix || "/"} as a customer: no serious axe violation`, async ({ page }) => {
    // A login and seven axe runs: more than one page's budget.
    test.setTimeout(120_000);
    // A customer who bought all four (tests/e2e/customer-accounts.ts).
    await loginFixtureCustomer(page, prefix, "pages-account");
    const accountPaths = everyPage
      .filter((entry) => "account" in entry && entry.account && entry.locale === (prefix ? "es" : "en"))
      .map((entry) => (entry.key === "module" ? `${entry.url}?sid=1.1` : entry.url));
    expect(accountPaths.length).toBeGreaterThan(4);
    for (const path of accountPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
}
