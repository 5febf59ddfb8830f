import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";

// The techquestions page's flipbook, a third-party frame loaded only on request
// (its script-free form is tested in learning-tools.spec.ts and script-free.spec.ts).

for (const { path, open, newTab, back, home } of [
  {
    path: "/techquestions",
    open: "Open the preview",
    newTab: "Open in a new tab",
    back: "Back to the home page",
    home: "/",
  },
  {
    path: "/es/techquestions",
    open: "Abrir la vista previa",
    newTab: "Abrir en una pestaña nueva",
    back: "Volver a la página de inicio",
    home: "/es",
  },
]) {
  test(`${path}: the flipbook loads only after a click`, async ({ page }) => {
    const locale = path.startsWith("/es") ? "es" : "en";
    const flipbook = site.embeds.flipbook[locale];
    const flipbookOrigin = new URL(flipbook).origin;
    const flipbookRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(flipbookOrigin)) flipbookRequests.push(request.url());
    });
    // Never the network: the shipped host is fictional, and a test should not load the real one.
    await page.route(`${flipbookOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>flipbook</p>" }),
    );
    await page.goto(path);
    const link = page.getByRole("link", { name: newTab });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", flipbook);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: back })).toHaveAttribute("href", home);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(flipbookRequests).toEqual([]);

    // Playwright's click waits until the button is enabled, that is, until the page is interactive.
    await page.getByRole("button", { name: open }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", flipbook);
    await expect(frame).toHaveAttribute("title", /.+/);
    await expect(link).toBeVisible();
  });
}
