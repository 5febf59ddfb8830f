import { expect, type Page, test } from "@playwright/test";
import { FLASHCARD_MOVE_DELAY_MS } from "../../app/components/flashcard-deck-state";

// The highway-sign-quiz (10 cards) and flashcard (32 cards) pages; the techquestions flipbook is in
// flipbook.spec.ts. The timing itself (hide first, move after exactly 300 ms) is unit-tested in
// app/components/flashcard-deck-state.test.ts; here the real page in both languages.

const counter = (page: Page) => page.locator(".deck-counter [aria-hidden='true']");
// Every card is in the page, the one on show is the one not hidden.
const CURRENT = ".deck-card:not([hidden])";
const currentCard = (page: Page) => page.locator(CURRENT);
const visibleFace = (page: Page) => page.locator(`${CURRENT} .deck-face:not([aria-hidden='true'])`);

const flipButton = (page: Page) => page.locator(".deck-flip");
const backFace = (page: Page) => page.locator(`${CURRENT} .deck-back`);

/** The buttons are disabled until the deck's script runs: from then on no click or key is lost. */
async function openDeck(page: Page, path: string) {
  await page.goto(path);
  await expect(flipButton(page)).toBeEnabled();
}

test("highway sign quiz: counter, wrap-around, flip and move", async ({ page }) => {
  await openDeck(page, "/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  // The front shows the sign only: its name would give the answer away.
  const sign = page.locator(`${CURRENT} .deck-front img`);
  await expect(sign).toHaveAttribute("alt", "Traffic sign 1 of 10");
  await expect(page.locator(`${CURRENT} .deck-front`)).not.toContainText("Autobahn");
  await expect(page.locator(`${CURRENT} .deck-front figcaption`)).toHaveText("Zeichen 330.1");
  await expect(sign).toHaveAttribute("width", "200");
  await expect(sign).toHaveAttribute("height", "200");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter(page)).toHaveText("2/10");
  await expect(sign).toHaveAttribute("alt", "Traffic sign 2 of 10");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("1/10");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(counter(page)).toHaveText("10/10");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter(page)).toHaveText("1/10");

  const flip = flipButton(page);
  await expect(flip).toHaveText("Show Explanation");
  await expect(flip).toHaveAttribute("aria-expanded", "false");
  await flip.click();
  await expect(flip).toHaveText("Hide Explanation");
  await expect(flip).toHaveAttribute("aria-expanded", "true");
  await expect(visibleFace(page)).toContainText("Autobahn (motorway)");
  await expect(visibleFace(page)).toContainText("Marks the start of an Autobahn");
});

test("highway sign quiz: moving first hides the answer on the same card, then moves", async ({ page }) => {
  // The page's clock is paused below, so "before the 300 ms" is checked exactly, not raced.
  await page.clock.install();
  await openDeck(page, "/highway-sign-quiz");
  const flip = flipButton(page);
  await flip.click();
  await expect(flip).toHaveText("Hide Explanation");
  await page.clock.pauseAt(Date.now() + 10_000);

  await page.getByRole("button", { name: "Next" }).click();
  // At once: the answer is hidden, and the counter and card are still the first.
  await expect(flip).toHaveText("Show Explanation");
  await expect(backFace(page)).toHaveAttribute("aria-hidden", "true");
  await expect(counter(page)).toHaveText("1/10");
  await expect(currentCard(page)).toHaveAttribute("data-card", "autobahn");
  await page.clock.runFor(299);
  await expect(counter(page)).toHaveText("1/10");
  // Then, after 300 ms, the next card.
  await page.clock.runFor(1);
  await expect(counter(page)).toHaveText("2/10");
  await expect(currentCard(page)).toHaveAttribute("data-card", "autobahn-end");
  await expect(page.locator(`${CURRENT} .deck-front img`)).toHaveAttribute("alt", "Traffic sign 2 of 10");
  await expect(backFace(page)).toHaveAttribute("aria-hidden", "true");
});

test("highway sign quiz: every sign keeps its own size", async ({ page }) => {
  // Each move's delay is run on the page's clock at once (as at 375 px below).
  await page.clock.install();
  await openDeck(page, "/highway-sign-quiz");
  const sign = page.locator(`${CURRENT} .deck-front img`);
  const sizes: string[] = [];
  for (let card = 0; card < 10; card++) {
    sizes.push(`${await sign.getAttribute("width")}×${await sign.getAttribute("height")}`);
    // Loaded and drawn at the size the attributes promised (same aspect ratio).
    const ratio = await sign.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return Math.abs(image.naturalWidth / image.naturalHeight - image.width / image.height);
    });
    expect(ratio).toBeLessThan(0.01);
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(FLASHCARD_MOVE_DELAY_MS);
    await expect(counter(page)).toHaveText(`${((card + 1) % 10) + 1}/10`);
  }
  expect(sizes).toContain("200×285");
  expect(sizes).toContain("240×200");
});

test("highway sign quiz: keyboard arrows move, Enter flips", async ({ page }) => {
  await openDeck(page, "/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  await flipButton(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("2/10");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("1/10");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("10/10");
  await page.keyboard.press("Enter");
  await expect(flipButton(page)).toHaveText("Hide Explanation");
  await expect(flipButton(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(flipButton(page)).toHaveText("Show Explanation");
});

test("highway sign quiz in Spanish", async ({ page }) => {
  await openDeck(page, "/es/highway-sign-quiz");
  await expect(counter(page)).toHaveText("1/10");
  await expect(page.locator(`${CURRENT} .deck-front img`)).toHaveAttribute("alt", "Señal 1 de 10");
  await expect(page.locator(`${CURRENT} .deck-front`)).not.toContainText("Autopista");
  const flip = flipButton(page);
  await expect(flip).toHaveText("Mostrar explicación");
  await flip.click();
  await expect(flip).toHaveText("Ocultar explicación");
  await expect(visibleFace(page)).toContainText("Autopista (Autobahn)");
  await expect(visibleFace(page)).toContainText("Indica el comienzo de una Autobahn");
  await expect(page.getByRole("button", { name: "Anterior" })).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(flip).toHaveText("Mostrar explicación");
  await expect(counter(page)).toHaveText("2/10");
});

for (const { path, show, hide, previous, next, first, last } of [
  {
    path: "/flashcard",
    show: "Show answer",
    hide: "Hide answer",
    previous: "Previous",
    next: "Next",
    first: "What is the speed limit inside built-up areas?",
    last: "low-emission-zone",
  },
  {
    path: "/es/flashcard",
    show: "Mostrar respuesta",
    hide: "Ocultar respuesta",
    previous: "Anterior",
    next: "Siguiente",
    first: "¿Cuál es la velocidad máxima dentro de poblado?",
    last: "low-emission-zone",
  },
]) {
  test(`${path}: 32 cards in the page's language, wrapping at both ends`, async ({ page }) => {
    await openDeck(page, path);
    await expect(counter(page)).toHaveText("1/32");
    await expect(visibleFace(page)).toContainText(first);
    const flip = flipButton(page);
    await expect(flip).toHaveText(show);
    await flip.click();
    await expect(flip).toHaveText(hide);
    await page.getByRole("button", { name: next }).click();
    await expect(flip).toHaveText(show);
    await expect(counter(page)).toHaveText("2/32");

    // Backward from the first card to the last, forward from the last to the first.
    await page.getByRole("button", { name: previous }).click();
    await expect(counter(page)).toHaveText("1/32");
    await page.getByRole("button", { name: previous }).click();
    await expect(counter(page)).toHaveText("32/32");
    await expect(currentCard(page)).toHaveAttribute("data-card", last);
    await page.getByRole("button", { name: next }).click();
    await expect(counter(page)).toHaveText("1/32");
    await expect(visibleFace(page)).toContainText(first);
  });

  test(`${path}: keyboard arrows move and wrap, Enter flips`, async ({ page }) => {
    await openDeck(page, path);
    const flip = flipButton(page);
    await flip.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("32/32");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("1/32");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2/32");
    await page.keyboard.press("Enter");
    await expect(flip).toHaveText(hide);
    await expect(flip).toBeFocused();
    await expect(backFace(page)).not.toHaveAttribute("aria-hidden", "true");
    // An arrow key hides the answer first, like the buttons.
    await page.keyboard.press("ArrowRight");
    await expect(flip).toHaveText(show);
    await expect(counter(page)).toHaveText("3/32");
    await page.keyboard.press("Enter");
    await expect(flip).toHaveText(hide);
  });
}

test("the first card is in the server's HTML, its buttons disabled until the page is interactive; the flipbook's works without script", async ({
  request,
}) => {
  const html = await (await request.get("/es/flashcard")).text();
  expect(html).toContain("1/32");
  expect(html).toContain("¿Cuál es la velocidad máxima dentro de poblado?");
  const buttons = html.match(/<button[^>]*class="[^"]*deck-(previous|flip|next)[^"]*"[^>]*>/g) ?? [];
  expect(buttons).toHaveLength(3);
  for (const button of buttons) expect(button).toContain("disabled");
  // The flipbook page is sent without JavaScript; its button submits a form instead.
  const flipbook = await (await request.get("/techquestions")).text();
  expect(flipbook).toMatch(/<form method="get">(?:<input[^>]*>)*<button type="submit"[^>]*>Open the preview/);
  expect(flipbook).not.toMatch(/<button[^>]*disabled[^>]*>Open the preview/);
});

test("with reduced motion the card does not turn, the other side simply appears", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/flashcard");
  await page.locator(".deck-flip").click();
  await expect(page.locator(".deck-flip")).toHaveText("Hide answer");
  await expect(currentCard(page)).toHaveCSS("transform", "none");
  await expect(page.locator(`${CURRENT} .deck-front`)).toHaveCSS("visibility", "hidden");
  await expect(page.locator(`${CURRENT} .deck-back`)).toBeVisible();
});

// On a phone (375 × 667, the demo notice and header included) every card of both decks,
// front and back, and its three buttons are on the first screen, in both languages. A move lands
// FLASHCARD_MOVE_DELAY_MS after its key (unit-tested, and above on the real page): here the page's
// clock runs that delay at once: 32 moves (10 on the quiz) need not wait 9.6 s of real time.
for (const path of ["/highway-sign-quiz", "/es/highway-sign-quiz", "/flashcard", "/es/flashcard"]) {
  test(`${path} at 375 × 667: the card and its buttons fit on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.clock.install();
    await openDeck(page, path);
    const total = Number((await counter(page).textContent())?.split("/")[1]);
    expect(total).toBeGreaterThan(1);
    const parts = [CURRENT, ".deck-previous", ".deck-flip", ".deck-next"];
    for (let card = 1; card <= total; card++) {
      await expect(counter(page)).toHaveText(`${card}/${total}`);
      // Both faces share the card's box, so one measure covers the front and the answer.
      const boxes = await page.evaluate(
        (selectors) =>
          selectors.map((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box
              ? { selector, top: box.top, bottom: box.bottom, left: box.left, right: box.right }
              : null;
          }),
        parts,
      );
      for (const box of boxes) {
        expect(box, `card ${card}`).not.toBeNull();
        const { selector, top, bottom, left, right } = box as NonNullable<typeof box>;
        expect(top, `${selector} top on card ${card}`).toBeGreaterThanOrEqual(0);
        expect(bottom, `${selector} bottom on card ${card}`).toBeLessThanOrEqual(667);
        expect(left, `${selector} left on card ${card}`).toBeGreaterThanOrEqual(0);
        expect(right, `${selector} right on card ${card}`).toBeLessThanOrEqual(375);
      }
      await page.keyboard.press("ArrowRight");
      await page.clock.runFor(FLASHCARD_MOVE_DELAY_MS);
    }
    // Nothing was scrolled to get there, and the page is no wider than the phone.
    expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollWidth])).toEqual([
      0, 375,
    ]);
    // The arrows-only buttons keep their words as their names.
    const words = path.startsWith("/es") ? ["Anterior", "Siguiente"] : ["Previous", "Next"];
    for (const name of words) await expect(page.getByRole("button", { name })).toBeVisible();
    // The last arrow wrapped to the first card; a card change turns the card back to its front, so
    // the flip waits until the change is done (a click before it would be undone by it).
    await expect(counter(page)).toHaveText(`1/${total}`);
    // The answer side shows without moving the buttons.
    const before = await flipButton(page).boundingBox();
    await flipButton(page).click();
    await expect(flipButton(page)).toHaveAttribute("aria-expanded", "true");
    expect(await flipButton(page).boundingBox()).toEqual(before);
  });
}
