import { expect, test } from "@playwright/test";
import { buyUrl } from "../../app/content/buy-url";
import { firstAidPrices, products, weeklyClassesPriceList } from "../../app/content/catalog";
import { courseFigures } from "../../app/content/course/figures";
import { allLessons, courseModules } from "../../app/content/course/modules";
import { nationalFailureRate } from "../../app/content/national-failure-rate";
import { firstAidSchedule, nextFirstAidDate, todayInSchoolTimeZone } from "../../app/content/schedule";
import { formatDate, formatMoney, formatMonth, formatPercent } from "../../app/i18n/format";
import { textsIn } from "../../app/i18n/catalogs.server";
import { fill } from "../../app/i18n/fill";
import { plural } from "../../app/i18n/plural";
import highIntenseTrainingEn from "../../app/i18n/messages/pages/high-intense-training-en";
import highIntenseTrainingEs from "../../app/i18n/messages/pages/high-intense-training-es";
import weeklyClassesEn from "../../app/i18n/messages/pages/weekly-classes-en";
import weeklyClassesEs from "../../app/i18n/messages/pages/weekly-classes-es";
import salesEn from "../../app/i18n/messages/sales-en";
import salesEs from "../../app/i18n/messages/sales-es";

const highIntenseTraining = { en: highIntenseTrainingEn, es: highIntenseTrainingEs };
const weekly = { en: weeklyClassesEn, es: weeklyClassesEs };

// The interactive parts of the sales pages, in both languages.
const locales = ["en", "es"] as const;
const prefix = (locale: (typeof locales)[number]) => (locale === "en" ? "" : "/es");
const other = (locale: (typeof locales)[number]) => (locale === "en" ? "es" : "en");
const sales = { en: salesEn, es: salesEs };

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
    // The dialog is HTML (the page has no framework script); its clip waits for play.
    await expect(page.locator("dialog video")).toHaveAttribute("preload", "none");
    await page.waitForLoadState("networkidle");
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
      // Closing stops the clip (the page's small script; without it the visitor pauses it). The
      // dialog hides at once but its "close" event is a queued task: poll, or a busy machine races it.
      await expect
        .poll(() => dialog.locator("video").evaluate((video: HTMLVideoElement) => video.paused))
        .toBe(true);
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
      // The date the page offers is the date the purchase books (client_reference_id).
      const courseDate = (await page.locator(".next-date time").getAttribute("datetime")) ?? "";
      // The schedule's next date, or an earlier one the office added (another test adds one
      // inside the withdrawal period): never a later one, never a past one.
      expect(courseDate <= nextFirstAidDate(language), courseDate).toBe(true);
      expect(courseDate >= todayInSchoolTimeZone(new Date()), courseDate).toBe(true);
      const simulated = { simulated: true, courseDate };
      // Both offers are in the page; CSS shows the one the box selects (no script needed).
      const book = page.locator("a.book-now:visible");
      const box = page.getByRole("checkbox");
      const withTest = `first-aid-${language}-eye-test` as const;
      const without = `first-aid-${language}` as const;
      await expect(box).toBeChecked();
      await expect(book).toHaveAttribute("data-product", withTest);
      await expect(book).toHaveAttribute("href", buyUrl(withTest, locale, simulated));
      expect(await book.getAttribute("href")).toContain(`client_reference_id=${courseDate}`);
      await box.uncheck();
      await expect(book).toHaveAttribute("data-product", without);
      await expect(book).toHaveAttribute("href", buyUrl(without, locale, simulated));
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
      await expect(page.locator("a.book-now:visible")).toHaveAttribute(
        "href",
        buyUrl(without, other(locale), simulated),
      );

      await page.goto(path);
      const table = page.locator(".price-table");
      await expect(table).toContainText(formatMoney(firstAidPrices.course, locale));
      await expect(table).toContainText(formatMoney(firstAidPrices.eyeTest, locale));
      await expect(table).toContainText(formatMoney(products[withTest].priceCents, locale));
      await expect(page.locator(".next-date")).toContainText(formatDate(courseDate, locale));
      await expect(page.locator(".sales-hero .actions a")).toHaveText(sales[locale].buy.enrollNow);
      // Appointment card: the time as the school writes it, in both languages, and the seats.
      const card = page.locator(".appointment-card");
      await expect(card).toContainText(`${firstAidSchedule.startTime}–${firstAidSchedule.endTime}`);
      await expect(card).toContainText("9:00–17:00");
      await expect(card.locator("time")).toHaveAttribute("datetime", courseDate);
      await expect(card.locator(".spots")).toHaveText(
        locale === "en" ? /^\d+ spots left$|^1 spot left$/ : /^Quedan \d+ plazas$|^Queda 1 plaza$/,
      );
      await expect(page.locator("a.book-now:visible")).toHaveText(sales[locale].buy.bookNow);
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
    await expect(modules).toHaveCount(courseModules.length);
    await expect(page.locator(".lesson-titles li")).toHaveCount(allLessons.length);
    const first = modules.first();
    await expect(first.locator(".lesson-titles")).toBeHidden();
    await first.locator("summary").click();
    for (const lesson of courseModules[0]?.lessons ?? [])
      await expect(first.locator(".lesson-titles")).toContainText(lesson.title[locale]);
    // The national failure rate comes with its year, source and report, every figure with the
    // language's percent spacing.
    const { passRatePercent, guaranteeUsePercent } = courseFigures;
    for (const figure of [passRatePercent, nationalFailureRate.percent, guaranteeUsePercent])
      await expect(page.locator(".figures")).toContainText(formatPercent(figure, locale));
    await expect(page.locator(".figures")).toContainText(String(nationalFailureRate.year));
    await expect(page.locator(".figures")).toContainText(nationalFailureRate.source);
    await expect(page.locator(".figures")).toContainText(
      formatMonth(nationalFailureRate.publishedIn, locale),
    );
    // Every guarantee headline states the days next to it.
    const { guaranteeHeading, guaranteeDays } = textsIn("ui", locale).messages.course;
    const heading = fill(guaranteeHeading, {
      days: plural(guaranteeDays, courseFigures.guaranteeDays, locale),
    });
    expect(heading).toContain(String(courseFigures.guaranteeDays));
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  });

  test(`high-intense cards carry their catalog price, buy button and ordering note (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/high-intense-training`);
    await expect(page.locator(".steps > li")).toHaveCount(3);
    // Ordering rules, readable with every card closed: in "Good to know" and on the cards.
    const t = highIntenseTraining[locale];
    await expect(page.locator("details[open]")).toHaveCount(0);
    for (const rule of t.rules.slice(0, 2)) await expect(page.getByText(rule, { exact: true })).toBeVisible();
    for (const id of ["hip-1-day", "hip-5-days", "hip-10-days"])
      await expect(page.locator(`details[data-offer="${id}"] summary .offer-rule`)).toHaveText(t.hipRule);
    await expect(page.locator(`details[data-offer="practical-exam-package"] summary .offer-rule`)).toHaveText(
      t.practicalRule,
    );
    if (locale === "en") {
      expect(t.rules[0]).toMatch(/^Purchase DPA first/);
      expect(t.rules[1]).toMatch(/^Purchase HIP first/);
    } else {
      // No bare English acronyms in Spanish: each at most once, explained, in parentheses.
      // textContent reads the closed cards too, without opening them.
      const text = (await page.locator("main").textContent()) ?? "";
      for (const acronym of ["DPA", "HIP"]) {
        expect(text.match(new RegExp(`\\b${acronym}\\b`, "g")) ?? [], acronym).toHaveLength(1);
        expect(text).toContain(`(${acronym})`);
      }
    }
    for (const id of [
      "driving-performance-assessment",
      "hip-1-day",
      "hip-5-days",
      "hip-10-days",
      "practical-exam-package",
    ] as const) {
      const card = page.locator(`details[data-offer="${id}"]`);
      await card.locator("summary").click();
      await expect(card.locator(".offer-price")).toHaveText(formatMoney(products[id].priceCents, locale));
      await expect(card.locator(`a[data-product="${id}"]`)).toBeVisible();
      // The rule and its reason sit right above the buy button.
      await expect(card.locator(".offer-note + a[data-product]")).toBeVisible();
    }
    await expect(page.locator("video")).toHaveCount(3);

    await page.goto(`${prefix(locale)}/weekly-classes`);
    const rows = page.locator(".price-table tr[data-item]");
    await expect(rows).toHaveCount(weeklyClassesPriceList.length);
    for (const item of weeklyClassesPriceList)
      await expect(page.locator(`tr[data-item="${item.id}"] td`)).toContainText(
        formatMoney(item.priceCents, locale),
      );
    await expect(page.locator(".categories tbody th")).toHaveText(
      weekly[locale].categories.map((c) => c.code),
    );
    await expect(page.locator(`a[href="${prefix(locale)}/english-theory-lessons"]`)).toHaveCount(1);
  });

  test(`success stories and free gift (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/success-stories`);
    await expect(page.locator(".video-story")).toHaveCount(6);
    // Only verified reviews, written through invitations (customer-reviews.spec.ts writes them):
    // each one marked as such, and the list links to the page that explains the check.
    const label = locale === "en" ? /^\d out of 5 stars$/ : /^\d de 5 estrellas$/;
    for (const card of await page.locator("[data-review]").all()) {
      await expect(card).toHaveAttribute("data-verified", "true");
      await expect(card.locator(".stars")).toHaveAttribute("aria-label", label);
    }
    await expect(page.getByRole("link", { name: sales[locale].reviews.howChecked })).toHaveAttribute(
      "href",
      `${prefix(locale)}/how-we-check-reviews`,
    );

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
