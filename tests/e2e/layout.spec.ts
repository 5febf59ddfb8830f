import { expect, test } from "@playwright/test";
import { expandedState } from "./support";

// Every page is sent without framework JavaScript (decisions 010, 025, 033): the header's language
// links and menu work as plain links and a popover, and are tested that way.

test.describe("language selector", () => {
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
