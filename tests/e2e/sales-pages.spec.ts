import { expect, type Page, test } from "@playwright/test";
import { buyUrl } from "../../app/content/buy-url";
import { type ProductId, productIds } from "../../app/content/catalog";
import { catalogAmounts, moneyIn } from "./catalog-amounts";
import { everyPage } from "./support";

// Issue 5, checks every sales page shares: buy buttons from the catalog in the page's language,
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

const checkedLinks = new Map<string, number>();

async function status(page: Page, url: string): Promise<number> {
  const known = checkedLinks.get(url);
  if (known !== undefined) return known;
  const response = await page.request.get(url, { maxRedirects: 5 });
  checkedLinks.set(url, response.status());
  return response.status();
}

for (const entry of everyPage.filter((page) => salesPages.includes(page.key))) {
  test.describe(`${entry.url}`, () => {
    test("buy buttons lead to the catalog product in the page's language", async ({ page }) => {
      await page.goto(entry.url);
      for (const button of await page.locator("a[data-product]").all()) {
        const product = (await button.getAttribute("data-product")) as ProductId;
        expect(productIds).toContain(product);
        expect(await button.getAttribute("href")).toBe(
          buyUrl(product, entry.locale, { simulated: true, email: null }),
        );
      }
    });

    test("every price shown is the catalog's", async ({ page }) => {
      await page.goto(entry.url);
      // Closed collapsibles still count: their prices are on the page.
      const text = await page.locator("main").evaluate((main) => {
        for (const details of main.querySelectorAll("details")) details.open = true;
        return (main as HTMLElement).innerText;
      });
      const allowed = catalogAmounts(entry.locale);
      for (const amount of moneyIn(text)) expect(allowed, `${amount} on ${entry.url}`).toContain(amount);
    });

    test("internal links and images answer, videos wait for play", async ({ page }) => {
      await page.goto(entry.url);
      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
      for (const href of hrefs.filter((href) => !href.startsWith("/logout")))
        expect(await status(page, href), href).toBeLessThan(400);
      const sources = await page
        .locator("main img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
      for (const src of sources) expect(await status(page, src), src).toBe(200);
      for (const video of await page.locator("video").all()) {
        await expect(video).toHaveAttribute("preload", "none");
        const poster = (await video.getAttribute("poster")) ?? "";
        expect(await status(page, poster), poster).toBe(200);
        await expect(video.locator("track[kind='captions']")).toHaveCount(1);
        const source = (await video.locator("source").getAttribute("src")) ?? "";
        expect(source).toMatch(new RegExp(`_${entry.locale}\\.mp4$`));
        expect(await status(page, source), source).toBe(200);
      }
    });
  });
}
