import { expect, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";
import { expectNoEnglish } from "./no-english";
import { everyPage } from "./support";

// "No English on an /es/ page" (the checks: no-english.ts) on the account pages of a customer who
// owns every area. The public pages are checked where pages.spec.ts loads them.

test("the account pages of a customer who owns every area show no English", async ({ page }) => {
  test.setTimeout(90_000);
  // A customer who bought all four (tests/e2e/customer-accounts.ts).
  await loginFixtureCustomer(page, "/es", "spanish-account");
  const accountPages = everyPage.filter(
    (entry) => entry.locale === "es" && "account" in entry && entry.account,
  );
  expect(accountPages.length).toBeGreaterThanOrEqual(6);
  for (const spanish of accountPages) {
    const english = everyPage.find((entry) => entry.key === spanish.key && entry.locale === "en");
    const query = spanish.key === "module" ? "?sid=2.2" : "";
    await expectNoEnglish(page, `${spanish.url}${query}`, `${english?.url ?? "/"}${query}`, spanish.key);
  }
});
