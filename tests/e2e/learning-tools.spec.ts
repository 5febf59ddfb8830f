import { expect, type Page, test } from "@playwright/test";

// SPEC §2: highway-sign-quiz (10 cards), flashcard (32 cards) and techquestions (click-to-load
// flipbook, DESIGN §1). The timing itself (hide first, move after exactly 300 ms) is unit-tested in
// app/components/flashcard-deck-state.test.ts; here the real page in both languages.

const counter = (page: Page) => page.locator(".deck-counter [aria-hidden='true']");
const visibleFace = (page: Page) => page.locator(".deck-face:not([aria-hidden='true'])");

test("highway sign quiz: counter, wrap-around, flip and move", async ({ page }) => {
  await page.goto("/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  await expect(page.getByRole("img", { name: "Autobahn (motorway)" })).toBeVisible();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter(page)).toHaveText("2/10");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("1/10");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("10/10");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter(page)).toHaveText("1/10");

  const flip = page.locator(".deck-flip");
  await expect(flip).toHaveText("Show Explanation");
  await expect(flip).toHaveAttribute("aria-expanded", "false");
  await flip.click();
  await expect(flip).toHaveText("Hide Explanation");
  await expect(flip).toHaveAttribute("aria-expanded", "true");
  await expect(visibleFace(page)).toContainText("Marks the start of an Autobahn");

  // Moving hides the answer at once, on the same card, and only then shows the next card.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(flip).toHaveText("Show Explanation");
  await expect(counter(page)).toHaveText("2/10");
  await expect(visibleFace(page)).toContainText("End of the Autobahn");
  await expect(page.locator(".deck-back")).toHaveAttribute("aria-hidden", "true");
});

test("highway sign quiz: keyboard arrows move, Enter flips", async ({ page }) => {
  await page.goto("/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  await page.locator(".deck-flip").focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("2/10");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("1/10");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("10/10");
  await page.keyboard.press("Enter");
  await expect(page.locator(".deck-flip")).toHaveText("Hide Explanation");
  await expect(page.locator(".deck-flip")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator(".deck-flip")).toHaveText("Show Explanation");
});

test("highway sign quiz in Spanish", async ({ page }) => {
  await page.goto("/es/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  await expect(page.getByRole("img", { name: "Autopista (Autobahn)" })).toBeVisible();
  const flip = page.locator(".deck-flip");
  await expect(flip).toHaveText("Mostrar explicación");
  await flip.click();
  await expect(flip).toHaveText("Ocultar explicación");
  await expect(visibleFace(page)).toContainText("Indica el comienzo de una Autobahn");
  await expect(page.getByRole("button", { name: "Anterior" })).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(flip).toHaveText("Mostrar explicación");
  await expect(counter(page)).toHaveText("2/10");
});

for (const { path, show, hide, next, first } of [
  {
    path: "/flashcard",
    show: "Show answer",
    hide: "Hide answer",
    next: "Next",
    first: "What is the speed limit inside built-up areas?",
  },
  {
    path: "/es/flashcard",
    show: "Mostrar respuesta",
    hide: "Ocultar respuesta",
    next: "Siguiente",
    first: "¿Cuál es la velocidad máxima dentro de poblado?",
  },
]) {
  test(`${path}: 32 cards in the page's language`, async ({ page }) => {
    await page.goto(path);
    await expect(counter(page)).toHaveText("1/32");
    await expect(visibleFace(page)).toContainText(first);
    const flip = page.locator(".deck-flip");
    await expect(flip).toHaveText(show);
    await flip.click();
    await expect(flip).toHaveText(hide);
    await page.getByRole("button", { name: next }).click();
    await expect(flip).toHaveText(show);
    await expect(counter(page)).toHaveText("2/32");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("32/32");
  });
}

test("the first card is in the server's HTML", async ({ request }) => {
  const html = await (await request.get("/es/flashcard")).text();
  expect(html).toContain("1/32");
  expect(html).toContain("¿Cuál es la velocidad máxima dentro de poblado?");
});

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
    const flipbookRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("flipbook.example.com")) flipbookRequests.push(request.url());
    });
    // The flipbook host is fictional: answer its frame locally instead of going to the network.
    await page.route("https://flipbook.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>flipbook</p>" }),
    );
    await page.goto(path);
    const locale = path.startsWith("/es") ? "es" : "en";
    const link = page.getByRole("link", { name: newTab });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `https://flipbook.example.com/tech-questions-${locale}/`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: back })).toHaveAttribute("href", home);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(flipbookRequests).toEqual([]);

    await page.getByRole("button", { name: open }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", `https://flipbook.example.com/tech-questions-${locale}/`);
    await expect(frame).toHaveAttribute("title", /.+/);
    await expect(link).toBeVisible();
  });
}

test("with reduced motion the card does not turn, the other side simply appears", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/flashcard");
  await page.locator(".deck-flip").click();
  await expect(page.locator(".deck-flip")).toHaveText("Hide answer");
  await expect(page.locator(".deck-card")).toHaveCSS("transform", "none");
  await expect(page.locator(".deck-front")).toHaveCSS("visibility", "hidden");
  await expect(page.locator(".deck-back")).toBeVisible();
});
