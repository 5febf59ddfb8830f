import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import myConversionEn from "../../app/i18n/messages/pages/my-conversion-en";
import myConversionEs from "../../app/i18n/messages/pages/my-conversion-es";
import { loginFixtureCustomer } from "./customer";

// A customer saves a licence-check answer as their own plan, in both languages: the deadlines come
// with their dates as data attributes, and an eye test older than 2 years on the appointment day
// is flagged. Script-free like every account page.

const languages = [
  { prefix: "", heading: myConversionEn.heading, saved: myConversionEn.saved },
  { prefix: "/es", heading: myConversionEs.heading, saved: myConversionEs.saved },
];

for (const { prefix, heading, saved } of languages) {
  test(`a customer saves their conversion plan from the licence check (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginFixtureCustomer(page, prefix, "my-conversion");
    await expect(page.locator(`a[href="${prefix}/my-conversion"]`).first()).toBeVisible();

    await page.goto(`${prefix}/licence-check?country=IN&since=2026-01-10`);
    await page.locator("form.save-plan-form button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-conversion?country=IN&since=2026-01-10`);
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("script[src]")).toHaveCount(0);

    await page.locator('input[name="applied"]').fill("2026-12-15");
    await page.locator('input[name="tick-eye-test"]').check();
    await page.locator('input[name="date-eye-test"]').fill("2024-06-01");
    await page.locator('input[name="tick-photo"]').check();
    await page.locator('input[name="date-photo"]').fill("2026-11-01");
    await page.locator("form.plan-form button[type=submit]").click();

    await expect(page).toHaveURL(`${prefix}/my-conversion?saved=1`);
    await expect(page.locator('[role="status"]')).toHaveText(saved);
    await expect(page.locator('[data-deadline="foreign-licence"]')).toHaveAttribute(
      "data-date",
      "2026-07-10",
    );
    await expect(page.locator('[data-deadline="extension"]')).toHaveAttribute("data-date", "2027-01-10");
    await expect(page.locator('[data-deadline="conversion"]')).not.toHaveAttribute("data-date", /./);
    await expect(page.locator('[data-document="eye-test"]')).toHaveAttribute("data-state", "too-old");
    await expect(page.locator('[data-document="photo"]')).toHaveAttribute("data-state", "ok");
    await expect(page.locator('[data-document="registration"]')).toHaveAttribute("data-state", "missing");

    // The licence-office pack: a PDF of the same plan, downloaded from the page.
    const download = page.waitForEvent("download");
    await page.locator(`a[href="${prefix}/my-conversion/office-pack.pdf"]`).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}
