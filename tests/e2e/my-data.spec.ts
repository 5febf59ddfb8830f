import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";

// A customer's own data in both languages: the link from "my account", the readable page, the
// JSON file with every section, and the deletion request.

const languages = [
  { prefix: "", heading: "Your data", requested: /within one month/ },
  { prefix: "/es", heading: "Tus datos", requested: /plazo de un mes/ },
];

for (const { prefix, heading, requested } of languages) {
  test(`a customer downloads their data and asks for deletion (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = await loginFixtureCustomer(page, prefix, "my-data");
    await page.locator(`a[href="${prefix}/my-account/data"]`).click();
    await expect(page).toHaveURL(`${prefix}/my-account/data`);
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("main")).toContainText(email);
    // Script-free like every account page.
    await expect(page.locator("script[src]")).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(`a[href="${prefix}/my-account/data.json"]`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const copy = JSON.parse(await readFile((await download.path()) as string, "utf8"));
    expect(copy.account.email).toBe(email);
    for (const section of [
      "account",
      "purchases",
      "bookings",
      "courseAccess",
      "courseProgress",
      "review",
      "mails",
    ])
      expect(copy, section).toHaveProperty(section);
    expect(copy.purchases).toHaveLength(1);
    expect(copy.mails.length).toBeGreaterThan(0);

    await page.locator('input[name="confirm"]').check();
    await page.locator("form.deletion-form button[type=submit]").click();
    await expect(page.locator('[role="status"]')).toHaveText(requested);
  });
}
