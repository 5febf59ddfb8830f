import { expect, test } from "@playwright/test";
import { theoryApp } from "../../app/content/catalog";
import { brand } from "./support";

test.describe("not found", () => {
  for (const [path, heading, text, goHome, home] of [
    ["/no-such-page", "Oops! Page not found.", "The page you're looking for doesn't exist.", "Go Home", "/"],
    [
      "/es/no-such-page",
      "¡Vaya! Página no encontrada.",
      "La página que buscas no existe.",
      "Ir al inicio",
      "/es",
    ],
    [
      "/es/about-us/deeper",
      "¡Vaya! Página no encontrada.",
      "La página que buscas no existe.",
      "Ir al inicio",
      "/es",
    ],
  ] as const) {
    test(`${path} answers 404 in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` - ${brand}$`));
      const link = page.getByRole("main").getByRole("link", { name: goHome });
      await expect(link).toHaveAttribute("href", home);
      await link.click();
      await expect(page).toHaveURL(home);
    });
  }
});

test.describe("redirects", () => {
  const cases: [string, number, string][] = [
    ["/es/weekly-driving-classes", 301, "/es/weekly-classes"],
    ["/weekly-driving-classes", 301, "/weekly-classes"],
    ["/quick-course-examiner-german", 301, "/understand-the-examiner"],
    ["/es/high-intensity-program", 301, "/es/high-intense-training"],
    ["/products/conversion-assistance", 301, "/conversion-assistance"],
    ["/es/products/techquestions", 301, "/es/techquestions"],
    ["/z", 301, "/"],
    ["/es/z", 301, "/es"],
    ["/home", 301, "/"],
    ["/about-us/", 301, "/about-us"],
    ["/es/blog/?page=2", 301, "/es/blog?page=2"],
    ["/theory-app", 302, theoryApp.purchaseUrl],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} → ${status} ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers().location).toBe(to);
    });
  }

  test("a double slash never redirects off the site", async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}//evil.test/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location ?? "").not.toMatch(/^\/\/|^https?:/);
  });
});

test.describe("account pages", () => {
  test("send a visitor to the login page and back, query kept", async ({ request }) => {
    const response = await request.get("/es/module?sid=1.1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(
      `/es/login?redirectTo=${encodeURIComponent("/es/module?sid=1.1")}`,
    );
  });
});
