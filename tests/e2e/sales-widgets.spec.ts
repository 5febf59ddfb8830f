import { expect, test } from "@playwright/test";
import { buyUrl } from "../../app/content/buy-url";
import { firstAidPrices, products, weeklyClassesPriceList } from "../../app/content/catalog";
import { courseModules } from "../../app/content/course/modules";
import { nextFirstAidDate } from "../../app/content/schedule";
import { formatDate, formatMoney } from "../../app/i18n/format";

// Issue 5: the interactive parts of the sales pages, in both languages.
const locales = ["en", "es"] as const;
const prefix = (locale: (typeof locales)[number]) => (locale === "en" ? "" : "/es");
const other = (locale: (typeof locales)[number]) => (locale === "en" ? "es" : "en");

for (const locale of locales) {
  test(`home video modal: nothing loads before opening; icon, Escape and outside click close it (${locale})`, async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/videos/")) videoRequests.push(request.url());
    });
    await page.goto(`${prefix(locale)}/`);
    const opener = page.locator(".video-modal-open");
    await expect(opener).toBeEnabled();
    await expect(page.locator("dialog video")).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    const dialog = page.locator("dialog.video-modal");
    const close = async (how: "icon" | "escape" | "outside") => {
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("source")).toHaveAttribute("src", new RegExp(`intro_${locale}\\.mp4$`));
      await expect(dialog.locator(".video-modal-close")).toBeFocused();
      if (how === "icon") await dialog.locator(".video-modal-close").click();
      if (how === "escape") await page.keyboard.press("Escape");
      if (how === "outside") await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(page.locator("dialog video")).toHaveCount(0);
      await expect(opener).toBeFocused();
    };
    await close("icon");
    await close("escape");
    await close("outside");
  });

  for (const language of ["es", "en"] as const) {
    const path = `${prefix(locale)}/${language === "es" ? "spanish" : "english"}-first-aid-course`;
    test(`${path}: the eye-test box switches Book Now both ways and survives a language switch`, async ({
      page,
    }) => {
      await page.goto(path);
      const book = page.locator("a.book-now");
      const box = page.getByRole("checkbox");
      const withTest = `first-aid-${language}-eye-test` as const;
      const without = `first-aid-${language}` as const;
      await expect(box).toBeChecked();
      await expect(book).toHaveAttribute("data-product", withTest);
      await expect(book).toHaveAttribute("href", buyUrl(withTest, locale, { simulated: true }));
      await box.uncheck();
      await expect(book).toHaveAttribute("data-product", without);
      await expect(book).toHaveAttribute("href", buyUrl(without, locale, { simulated: true }));
      await box.check();
      await expect(book).toHaveAttribute("data-product", withTest);
      await box.uncheck();
      // The choice is in the URL before the language link is followed.
      await expect(page).toHaveURL(/eye-test=no$/);

      await page.locator("header a.language-switch").first().click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix(other(locale))}/${path.split("/").pop()}\\?eye-test=no$`),
      );
      await expect(page.getByRole("checkbox")).not.toBeChecked();
      await expect(page.locator("a.book-now")).toHaveAttribute(
        "href",
        buyUrl(without, other(locale), { simulated: true }),
      );

      await page.goto(path);
      const table = page.locator(".price-table");
      await expect(table).toContainText(formatMoney(firstAidPrices.course, locale));
      await expect(table).toContainText(formatMoney(firstAidPrices.eyeTest, locale));
      await expect(table).toContainText(formatMoney(products[withTest].priceCents, locale));
      await expect(page.locator(".next-date")).toContainText(formatDate(nextFirstAidDate(language), locale));
    });
  }

  test(`services lead to the six pages; the course accordion lists the course data (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/services-prices`);
    const links = page.locator(".service-cards a");
    await expect(links).toHaveCount(6);
    const targets = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    expect(targets).toEqual(
      [
        "conversion-assistance",
        "english-first-aid-course",
        "spanish-first-aid-course",
        "understand-the-examiner",
        "high-intense-training",
        "weekly-classes",
      ].map((slug) => `${prefix(locale)}/${slug}`),
    );

    await page.goto(`${prefix(locale)}/understand-the-examiner`);
    const modules = page.locator("details.course-module");
    await expect(modules).toHaveCount(7);
    await expect(page.locator(".lesson-titles li")).toHaveCount(27);
    const first = modules.first();
    await expect(first.locator(".lesson-titles")).toBeHidden();
    await first.locator("summary").click();
    for (const lesson of courseModules[0]?.lessons ?? [])
      await expect(first.locator(".lesson-titles")).toContainText(lesson.title[locale]);
    for (const figure of ["88", "43", "12"]) await expect(page.locator(".figures")).toContainText(figure);
  });

  test(`high-intense cards carry their catalog price, buy button and ordering note (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/high-intense-training`);
    await expect(page.locator(".steps > li")).toHaveCount(3);
    for (const id of ["driving-performance-assessment", "hip-1-day", "hip-5-days", "hip-10-days"] as const) {
      const card = page.locator(`details[data-offer="${id}"]`);
      await card.locator("summary").click();
      await expect(card.locator(".offer-price")).toHaveText(formatMoney(products[id].priceCents, locale));
      await expect(card.locator(`a[data-product="${id}"]`)).toBeVisible();
      await expect(card.locator(".offer-note")).toBeVisible();
    }
    await expect(page.locator("video")).toHaveCount(3);

    await page.goto(`${prefix(locale)}/weekly-classes`);
    const rows = page.locator(".price-table tr[data-item]");
    await expect(rows).toHaveCount(weeklyClassesPriceList.length);
    for (const item of weeklyClassesPriceList)
      await expect(page.locator(`tr[data-item="${item.id}"] td`)).toContainText(
        formatMoney(item.priceCents, locale),
      );
    await expect(page.locator(".categories tbody th")).toHaveText(["B", "B 78", "B 197"]);
    await expect(page.locator(`a[href="${prefix(locale)}/english-theory-lessons"]`)).toHaveCount(1);
  });

  test(`success stories and free gift (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/success-stories`);
    await expect(page.locator(".video-story")).toHaveCount(6);
    await expect(page.locator(".review-card")).toHaveCount(6);
    const label = locale === "en" ? /^\d out of 5 stars$/ : /^\d de 5 estrellas$/;
    for (const stars of await page.locator(".review-card .stars").all())
      await expect(stars).toHaveAttribute("aria-label", label);

    await page.goto(`${prefix(locale)}/free-gift`);
    const covers = page.locator(".ebook-link");
    await expect(covers).toHaveCount(3);
    await expect(covers.nth(0)).toHaveAttribute("href", `/media/ebooks/conversion-guide_${locale}.pdf`);
    await expect(covers.nth(1)).toHaveAttribute("href", `/media/ebooks/examiner-phrases_${locale}.pdf`);
    await expect(covers.nth(2)).toHaveAttribute("href", `${prefix(locale)}/techquestions`);
    for (const index of [0, 1]) {
      const href = (await covers.nth(index).getAttribute("href")) ?? "";
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("pdf");
    }
  });
}
