import { expect, type Page } from "@playwright/test";
import { buyUrl } from "../../app/content/buy-url";
import { type ProductId, productIds } from "../../app/content/catalog";
import type { Locale } from "../../app/i18n/locale";
import aboutUsEn from "../../app/i18n/messages/pages/about-us-en";
import aboutUsEs from "../../app/i18n/messages/pages/about-us-es";
import conversionAssistanceEn from "../../app/i18n/messages/pages/conversion-assistance-en";
import conversionAssistanceEs from "../../app/i18n/messages/pages/conversion-assistance-es";
import firstAidEn from "../../app/i18n/messages/pages/first-aid-en";
import firstAidEs from "../../app/i18n/messages/pages/first-aid-es";
import highIntenseTrainingEn from "../../app/i18n/messages/pages/high-intense-training-en";
import highIntenseTrainingEs from "../../app/i18n/messages/pages/high-intense-training-es";
import homeEn from "../../app/i18n/messages/pages/home-en";
import homeEs from "../../app/i18n/messages/pages/home-es";
import servicesPricesEn from "../../app/i18n/messages/pages/services-prices-en";
import servicesPricesEs from "../../app/i18n/messages/pages/services-prices-es";
import weeklyClassesEn from "../../app/i18n/messages/pages/weekly-classes-en";
import weeklyClassesEs from "../../app/i18n/messages/pages/weekly-classes-es";
import salesEn from "../../app/i18n/messages/sales-en";
import salesEs from "../../app/i18n/messages/sales-es";
import { catalogAmounts, moneyIn, normalise, pageAmounts } from "./catalog-amounts";
import { brokenImages, brokenInternalLinks, everyPage, imageSources, urlStatus as status } from "./support";
import { test } from "./visitor-page";

// Checks every sales page shares: buy buttons from the catalog in the page's language,
// no price that is not the catalog's, no broken internal link or image, videos that load nothing
// before play. The e2e server runs the simulated checkout, so buy links lead to /checkout.
const salesPages = [
  "home",
  "aboutUs",
  "successStories",
  "servicesPrices",
  "conversionAssistance",
  "understandTheExaminer",
  "highIntenseTraining",
  "weeklyClasses",
  "spanishFirstAidCourse",
  "englishFirstAidCourse",
  "freeGift",
];

const aboutUs = { en: aboutUsEn, es: aboutUsEs };
const conversionAssistance = { en: conversionAssistanceEn, es: conversionAssistanceEs };
const firstAid = { en: firstAidEn, es: firstAidEs };
const highIntenseTraining = { en: highIntenseTrainingEn, es: highIntenseTrainingEs };
const home = { en: homeEn, es: homeEs };
const servicesPrices = { en: servicesPricesEn, es: servicesPricesEs };
const weeklyClasses = { en: weeklyClassesEn, es: weeklyClassesEs };
const sales = { en: salesEn, es: salesEs };

/** The prefilled chat text of each page that has a chat link, in the page's language. */
const chatTexts: Record<string, (locale: Locale) => string> = {
  home: (locale) => home[locale].chatPrefill,
  aboutUs: (locale) => aboutUs[locale].chatText,
  servicesPrices: (locale) => servicesPrices[locale].chatText,
  conversionAssistance: (locale) => conversionAssistance[locale].chatText,
  highIntenseTraining: (locale) => highIntenseTraining[locale].chatText,
  weeklyClasses: (locale) => weeklyClasses[locale].chatText,
  spanishFirstAidCourse: (locale) =>
    firstAid[locale].chatText.replace("{language}", firstAid[locale].courseName.es),
  englishFirstAidCourse: (locale) =>
    firstAid[locale].chatText.replace("{language}", firstAid[locale].courseName.en),
};

async function mainText(page: Page): Promise<string> {
  // Closed collapsibles still count: their prices are on the page.
  return page.locator("main").evaluate((main) => {
    for (const details of main.querySelectorAll("details")) details.open = true;
    return (main as HTMLElement).innerText;
  });
}

// One page load per page for all four checks (each a step of its own in the report): a test's
// fresh browser context and page load cost seconds on a busy two-core machine, the checks
// themselves a fraction of that. The prices come last, as they open the page's collapsibles. As a
// visitor, in the worker's page (visitor-page.ts): no fresh context per page either.
for (const entry of everyPage.filter((page) => salesPages.includes(page.key))) {
  test(`${entry.url}: buy buttons, chat links, links and images, and the catalog's prices`, async ({
    visitorPage: page,
  }) => {
    await page.goto(entry.url);
    await test.step("buy buttons lead to the catalog product in the page's language", async () => {
      // First-aid bookings also carry the course date the page shows.
      const dates = page.locator(".next-date time");
      const courseDate = (await dates.count()) ? ((await dates.getAttribute("datetime")) ?? "") : undefined;
      for (const button of await page.locator("a[data-product]").all()) {
        const product = (await button.getAttribute("data-product")) as ProductId;
        expect(productIds).toContain(product);
        // A button in the list of dates books its own date; the others the next one.
        const ownDate = await button.evaluate(
          (link) => link.closest("[data-course-date]")?.getAttribute("data-course-date") ?? null,
        );
        expect(await button.getAttribute("href")).toBe(
          buyUrl(product, entry.locale, { simulated: true, email: null, courseDate: ownDate ?? courseDate }),
        );
      }
      if (courseDate)
        expect(await page.locator("a.book-now:visible").getAttribute("href")).toContain(courseDate);
    });

    await test.step("chat links open the messaging app with this page's text in its language", async () => {
      const hrefs = await page
        .locator("main a[href*='wa.me/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const expected = chatTexts[entry.key];
      expect(hrefs.length > 0, `chat link on ${entry.url}`).toBe(Boolean(expected));
      for (const href of hrefs) {
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expect(new URL(href).searchParams.get("text")).toBe(expected?.(entry.locale));
      }
      for (const label of await page.locator("main a[href*='wa.me/']").allInnerTexts())
        expect(label).toBe(sales[entry.locale].chat);
    });

    await test.step("internal links and images answer, videos wait for play", async () => {
      expect(await brokenInternalLinks(page)).toEqual([]);
      expect(await brokenImages(page, await imageSources(page, "main"))).toEqual([]);
      for (const video of await page.locator("video").all()) {
        await expect(video).toHaveAttribute("preload", "none");
        const poster = (await video.getAttribute("poster")) ?? "";
        expect(await status(page, poster), poster).toBe(200);
        await expect(video.locator("track[kind='captions']")).toHaveCount(1);
        // The fallback for browsers without <video> is in the page's language too.
        expect(normalise(await video.evaluate((element) => element.textContent ?? ""))).toBe(
          normalise(sales[entry.locale].video.fallback),
        );
        const source = (await video.locator("source").getAttribute("src")) ?? "";
        expect(source).toMatch(new RegExp(`_${entry.locale}\\.mp4$`));
        expect(await status(page, source), source).toBe(200);
      }
    });

    await test.step("every price shown is the catalog's, its own products' prices are there, VAT is stated", async () => {
      const text = await mainText(page);
      const allowed = catalogAmounts(entry.locale);
      const shown = moneyIn(text);
      for (const amount of shown) expect(allowed, `${amount} on ${entry.url}`).toContain(amount);
      const own = pageAmounts(entry.key, entry.locale);
      for (const amount of own) expect(shown, `${amount} on ${entry.url}`).toContain(amount);
      // Wherever a price is shown, so is "All prices include VAT." in the page's language.
      if (shown.length)
        await expect(page.locator("main .vat-note").first()).toHaveText(sales[entry.locale].includedVat);
      else expect(own).toEqual([]);
    });
  });
}
