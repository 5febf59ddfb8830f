import { expect, test } from "@playwright/test";
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
      // SPEC §2: a visitor is sent to the login page of the same language, and back after.
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
    const canonical = await browser.locator('link[rel="canonical"]').getAttribute("href");
    const pathOnly = page.url.split("?")[0] as string;
    expect(canonical).toBe(
      new URL(page.path === "" && page.locale === "en" ? "/" : pathOnly, browser.url()).href,
    );
    for (const hreflang of ["en", "es", "x-default"]) {
      await expect(browser.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }

    const bare = "bare" in page && page.bare;
    await expect(browser.locator("header.site-header")).toHaveCount(bare ? 0 : 1);
    await expect(browser.locator("footer.site-footer")).toHaveCount(bare ? 0 : 1);

    expect(await seriousAxeViolations(browser)).toEqual([]);
    // A CSP violation or a failed hydration shows up here.
    expect(errors).toEqual([]);
  });
}
