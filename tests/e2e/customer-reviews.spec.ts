import path from "node:path";
import { expect, test } from "@playwright/test";
import { formatMonth, formatNumber } from "../../app/i18n/format";
import { fill } from "../../app/i18n/fill";
import customerReviewsEn from "../../app/i18n/messages/customer-reviews-en";
import customerReviewsEs from "../../app/i18n/messages/customer-reviews-es";
import homeEn from "../../app/i18n/messages/pages/home-en";
import homeEs from "../../app/i18n/messages/pages/home-es";
import salesEn from "../../app/i18n/messages/sales-en";
import salesEs from "../../app/i18n/messages/sales-es";
import { plural } from "../../app/i18n/plural";
import { todayInSchoolTimeZone } from "../../app/content/schedule";
import { waitForMail } from "../support/mailbox";
import { e2eReviewers } from "./staff-accounts";

// Verified reviews as a customer meets them: the invitation mail (the fixture's customers attended
// a first-aid course three days ago), the one-time link, the review written in their language, and
// the review on the success stories page with its verification note, the summary computed from it,
// and the page that explains how reviews are checked. Both languages in one test: the summary
// counts every review, so the two are written in a known order.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");
const reviews = { en: customerReviewsEn, es: customerReviewsEs } as const;
const sales = { en: salesEn, es: salesEs } as const;
const prefix = { en: "", es: "/es" } as const;
const home = { en: homeEn, es: homeEs } as const;
const written = {
  en: { rating: 5, text: "Clear, calm and practical: I left knowing exactly what to do." },
  es: { rating: 4, text: "Muy práctico y en español; la sala estaba un poco llena." },
} as const;

test("a customer invited after their course writes a verified review, shown with what it is (en, es)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const locale of ["en", "es"] as const) {
    const t = reviews[locale];
    const reviewer = e2eReviewers[locale];
    const invitation = await waitForMail<{ links: string[]; subject: string; text: string }>(
      mailbox,
      (mail) => mail.to === reviewer.email && String(mail.subject).includes(t.services["first-aid"]),
      { what: `review invitation to ${reviewer.email}`, timeout: 20_000 },
    );
    expect(invitation.text).toContain(t.mail.invitation.fair);
    const link = invitation.links.find((href) => href.includes("/write-a-review/")) ?? "";
    expect(new URL(link).pathname.startsWith(`${prefix[locale]}/write-a-review/`)).toBe(true);

    await page.goto(new URL(link).pathname);
    await expect(page.locator("h1")).toHaveText(fill(t.form.title, { service: t.services["first-aid"] }));
    // Sent without stars or words: refused in the page's language, nothing written.
    await page.getByRole("button", { name: t.form.submit }).click();
    await expect(page.locator(".field-hint").first()).toHaveText(t.form.errors.rating);
    await page.getByLabel(plural(t.form.stars, written[locale].rating, locale), { exact: true }).check();
    await page.getByLabel(t.form.text, { exact: true }).fill(written[locale].text);
    const shownAs = locale === "en" ? "Hannah M." : "Lucía F.";
    await page.getByLabel(fill(t.form.displayInitial, { name: shownAs })).check();
    await page.getByRole("button", { name: t.form.submit }).click();
    await expect(page.locator("[data-review-done]")).toHaveText(t.form.thanks);
    // The link is spent.
    await page.goto(new URL(link).pathname);
    await expect(page.locator("[data-review-done]")).toHaveText(t.form.used);

    // On the success stories page (the shared page cache keeps a page a few seconds).
    const card = page.locator("[data-review]", { hasText: written[locale].text });
    await expect(async () => {
      await page.goto(`${prefix[locale]}/success-stories`);
      await expect(card).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toHaveAttribute("data-verified", "true");
    await expect(card.locator(".review-author")).toHaveText(shownAs);
    await expect(card.locator(".review-verified")).toHaveText(
      fill(sales[locale].reviews.verified, {
        service: sales[locale].reviews.services["first-aid"],
        month: formatMonth(todayMonthOfCourse(), locale),
      }),
    );
  }

  // Both reviews counted: 4.5 from 2 overall; each language's own line beside it.
  for (const locale of ["en", "es"] as const) {
    const summary = page.locator("[data-rating-summary]");
    // The shared page cache may still hold the page from before the second review: a few seconds.
    await expect(async () => {
      await page.goto(`${prefix[locale]}/success-stories`);
      await expect(summary).toContainText(
        plural(sales[locale].reviews.summary, 2, locale, { average: formatNumber(4.5, locale) }),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(summary).toContainText(
      plural(sales[locale].reviews.languageSummary, 1, locale, {
        average: formatNumber(written[locale].rating, locale),
      }),
    );
    // The same figures for search engines (schema.org), from the published reviews only.
    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(structured.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(structured.review).toHaveLength(1);
    // The stars show 4.5, not 5: four full and one half.
    await expect(summary.locator(".star-full")).toHaveCount(4);
    await expect(summary.locator(".star-partial")).toHaveCount(1);
    await page.getByRole("link", { name: sales[locale].reviews.howChecked }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/how-we-check-reviews$`));
    await expect(page.locator("h1")).toHaveText(reviews[locale].policy.title);
    for (const section of reviews[locale].policy.sections)
      await expect(page.getByRole("heading", { name: section.heading })).toBeVisible();
    await expect(async () => {
      await page.goto(`${prefix[locale]}/`);
      await expect(page.locator(".home-rating a")).toHaveText(
        plural(home[locale].ratingLabel, 2, locale, { average: formatNumber(4.5, locale) }),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
  }
});

/** The month of the fixture's course day (three days ago), as the verification note names it. */
function todayMonthOfCourse(): `${number}-${number}` {
  const day = new Date(`${todayInSchoolTimeZone()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 3);
  return day.toISOString().slice(0, 7) as `${number}-${number}`;
}
