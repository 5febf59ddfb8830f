import { expect, test } from "@playwright/test";
import { products } from "../../app/content/catalog";
import { lessonPackUnits } from "../../app/content/lessons";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import { loginFixtureCustomer, fillBillingAddress } from "./customer";

// A customer with weekly classes tops up the prepaid lesson balance: the pack's buy link on the
// weekly-classes page, the simulated checkout, the real webhook, and the page shows the pack's
// lessons added, in both languages. The lesson products are offered on no public sales page.

for (const lang of [
  { prefix: "", texts: en.account.lessonBalance, locale: "en" as const },
  { prefix: "/es", texts: es.account.lessonBalance, locale: "es" as const },
]) {
  test(`a customer buys a 5-lesson pack and the balance shows 5 more (${lang.prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginFixtureCustomer(page, lang.prefix, "lesson-payments");
    await page.goto(`${lang.prefix}/my-weekly-classes`);
    const balance = page.locator("[data-lesson-balance]");
    await expect(page.getByRole("heading", { name: lang.texts.heading })).toBeVisible();
    const before = Number(await balance.getAttribute("data-lesson-balance"));

    const buy = page.locator('a[data-product="lesson-pack-5"]');
    await expect(buy).toContainText(products["lesson-pack-5"].name[lang.locale]);
    await buy.click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/checkout\\?product=lesson-pack-5`));
    // The customer's address is prefilled from the link; a pack is over €250, so the invoice asks for the address.
    await fillBillingAddress(page);
    await page.locator('input[name="consent"]').check();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/welcome\\?session_id=cs_`));

    await page.goto(`${lang.prefix}/my-weekly-classes`);
    await expect(balance).toHaveAttribute(
      "data-lesson-balance",
      String(before + (lessonPackUnits["lesson-pack-5"] ?? 0)),
    );
    await expect(page.locator('[data-lesson-figure="bought"]')).toHaveText(
      String(lessonPackUnits["lesson-pack-5"]),
    );
    await expect(page.locator("main")).toContainText(lang.texts.left);
  });

  test(`the lesson products are not sold on the public weekly-classes page (${lang.prefix || "/"})`, async ({
    page,
  }) => {
    await page.goto(`${lang.prefix}/weekly-classes`);
    await expect(page.locator("a[data-product]").first()).toBeVisible();
    for (const id of [
      "lesson-pack-5",
      "lesson-pack-10",
      "driving-lesson-45",
      "driving-lesson-90",
      "b197-test-drive",
    ])
      await expect(page.locator(`a[data-product="${id}"]`)).toHaveCount(0);
  });
}
