import { expect, test } from "@playwright/test";
import { becomeCustomer } from "./customer";
import { brand, everyPage, seriousAxeViolations } from "./support";

const htmlLang = { en: "en-GB", es: "es-ES" } as const;

for (const page of everyPage) {
  test(`${page.url} loads in ${page.locale} with its title, links and no serious axe violation`, async ({
    page: browser,
  }) => {
    const errors: string[] = [];
    browser.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // React 19 reports a failed hydration through reportError, i.e. as an uncaught page error.
    browser.on("pageerror", (error) => errors.push(error.message));
    const response = await browser.goto(page.url);
    expect(response?.status()).toBe(200);

    if ("account" in page && page.account) {
      // A visitor is sent to the login page of the same language, and back after.
      const login = page.locale === "en" ? "/login" : "/es/login";
      expect(new URL(browser.url()).pathname).toBe(login);
      expect(new URL(browser.url()).searchParams.get("redirectTo")).toBe(page.url);
      return;
    }

    await expect(browser.locator("html")).toHaveAttribute("lang", htmlLang[page.locale]);
    await expect(browser).toHaveTitle(new RegExp(` - ${brand}$`));
    await expect(browser.locator("h1")).toHaveCount(1);
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    if ("noindex" in page && page.noindex) {
      // A page only for its query (the checkout): no canonical or hreflang link to its bare URL.
      await expect(browser.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
    } else {
      const canonical = await browser.locator('link[rel="canonical"]').getAttribute("href");
      const pathOnly = page.url.split("?")[0] as string;
      expect(canonical).toBe(
        new URL(page.path === "" && page.locale === "en" ? "/" : pathOnly, browser.url()).href,
      );
      for (const hreflang of ["en", "es", "x-default"]) {
        await expect(browser.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
      }
    }

    const bare = "bare" in page && page.bare;
    await expect(browser.locator("header.site-header")).toHaveCount(bare ? 0 : 1);
    await expect(browser.locator("footer.site-footer")).toHaveCount(bare ? 0 : 1);

    expect(await seriousAxeViolations(browser)).toEqual([]);
    // A CSP violation or a failed hydration shows up here.
    expect(errors).toEqual([]);
  });
}

// The account pages answer a visitor with the login page above; here a customer who owns every
// area sees them, and the same axe rules (label-in-name included) hold there too.
for (const prefix of ["", "/es"]) {
  test(`the account pages in ${prefix || "/"} as a customer: no serious axe violation`, async ({ page }) => {
    // Four purchases, a password, a login and seven axe runs: more than one page's budget.
    test.setTimeout(120_000);
    await becomeCustomer(page, prefix, [
      "examiner-course",
      "conversion-assistance",
      "hip-1-day",
      "weekly-classes",
    ]);
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
