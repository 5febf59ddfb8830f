import { expect, test } from "@playwright/test";
import { withoutGermanMarks } from "../../app/components/german-words";
import { flashcards } from "../../app/content/flashcards";
import { asNewVisitor } from "./customer";

// The sign quiz, the flashcards and the simulated checkout are sent without framework
// JavaScript (their behaviour with script is in learning-tools.spec.ts and purchase-journey.spec.ts).
// Here: what they do with JavaScript turned off, and the checkout's one-click guard with it on.

test.describe("with JavaScript turned off, at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const locale of ["en", "es"] as const) {
    const prefix = locale === "en" ? "" : "/es";
    test(`${prefix}/flashcard reads as a list: every question with its answer, no dead buttons`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/flashcard`);
      const cards = page.locator(".deck-card");
      await expect(cards).toHaveCount(flashcards[locale].length);
      for (const index of [0, 1, flashcards[locale].length - 1]) {
        const card = flashcards[locale][index];
        await expect(cards.nth(index)).toBeVisible();
        await expect(cards.nth(index)).toContainText(card?.question ?? "");
        await expect(cards.nth(index)).toContainText(withoutGermanMarks(card?.answer ?? ""));
      }
      // The counter and the buttons need the script: they are not offered.
      await expect(page.locator(".deck-controls")).toBeHidden();
      await expect(page.locator(".deck-counter")).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });

    test(`${prefix}/highway-sign-quiz shows every sign with its name`, async ({ page }) => {
      await page.goto(`${prefix}/highway-sign-quiz`);
      const cards = page.locator(".deck-card");
      await expect(cards).toHaveCount(10);
      await expect(cards.nth(9)).toBeVisible();
      await expect(cards.nth(9).locator(".deck-back")).toBeVisible();
      await expect(cards.nth(9).locator(".deck-front img")).toBeVisible();
    });
  }

  test("the simulated checkout pays through the plain form", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto("/es/checkout?product=examiner-course");
    await page.locator('input[name="email"]').fill(`sin-script-${Date.now()}@example.com`);
    await page.locator('input[name="consent"]').check();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/es\/welcome\?session_id=cs_/);
  });
});

test("a refused checkout shows the page again with what the visitor typed, in the page's language", async ({
  request,
}) => {
  const response = await request.post("/es/checkout?product=examiner-course", {
    form: { email: "sin-condiciones@example.com", name: "Ana <b>López</b>" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Acepta las condiciones para continuar.");
  expect(html).toContain('value="sin-condiciones@example.com"');
  expect(html).toContain('value="Ana &lt;b&gt;López&lt;/b&gt;"');
  // What the visitor typed (and a prefilled address, or a payment's state) is never cached.
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  for (const url of [
    "/checkout?product=examiner-course&email=a%40b.de",
    "/es/welcome?session_id=cs_test_x",
  ]) {
    expect((await request.get(url)).headers()["cache-control"], url).toBe("private, no-store");
  }
});

test("the checkout's Pay button takes one click: disabled while the payment is on its way", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto("/checkout?product=examiner-course");
  // The form stays on this page (as while a slow network sends it), so the button can be looked at.
  await page.evaluate(() =>
    document.getElementById("checkout-form")?.addEventListener("submit", (event) => event.preventDefault()),
  );
  await page.locator('input[name="email"]').fill(`one-click-${Date.now()}@example.com`);
  await page.locator('input[name="consent"]').check();
  const pay = page.locator('button[type="submit"]');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(pay).toBeDisabled();
});
