import { expect, test } from "@playwright/test";
import { becomeCustomer } from "./customer";
import { expandedState } from "./support";

// The public pages are sent without framework JavaScript, and so are the account page and
// the course (decision 025); the conversion assistant's page keeps it, so the tests of the header
// on a page with scripts run there, as its customer.

test.describe("language selector", () => {
  test("on a page with scripts: the same page in the other language without a reload, query kept, choice remembered", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await becomeCustomer(page, "", ["conversion-assistance"]);
    await page.goto("/my-assistance?from=test");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL("/es/my-assistance?from=test");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await expect(page).toHaveTitle("Tu asistencia para la conversión - MainDrive");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("es");

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/my-assistance?from=test");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page).toHaveTitle("Your conversion assistance - MainDrive");
  });

  test("on a page without scripts: a plain link, query kept, choice remembered by the server", async ({
    page,
    context,
  }) => {
    await page.goto("/services-prices?from=test");
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL("/es/services-prices?from=test");
    await expect(page.locator("h1")).toHaveText("Servicios y precios");
    await expect(page).toHaveTitle("Servicios y precios - MainDrive");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/services-prices?from=test");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
  });

  test("the language link is crawlable, with hreflang", async ({ request }) => {
    const html = await (await request.get("/es/blog")).text();
    expect(html).toMatch(/<a[^>]*hrefLang="en-GB"[^>]*href="\/blog"[^>]*>English<\/a>/);
  });
});

test.describe("burger menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, closes on Escape with focus back on the button, and closes on a link click", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeHidden();
    expect(await expandedState(page, "Open menu")).toBe(false);
    await toggle.click();
    await expect(nav).toBeVisible();
    // The popover's button: the browser itself reports it expanded (no script needed).
    expect(await expandedState(page, "Close menu")).toBe(true);

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(nav).toBeHidden();
  });

  test("on a page with scripts, a client-side navigation from the menu closes it", async ({ page }) => {
    test.setTimeout(90_000);
    await becomeCustomer(page, "", ["conversion-assistance"]);
    await page.goto("/my-assistance");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    // A customer's menu: the account, services and prices, the blog, log out, the language.
    await nav.getByRole("link", { name: "Services & prices" }).click();
    await expect(page).toHaveURL("/services-prices");
    await expect(page.locator("h1")).toHaveText("Services & prices");
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
  });

  test("shows the whole menu on a wide screen without a burger", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/es");
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
  });

  test("skip link leads to the main content", async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
