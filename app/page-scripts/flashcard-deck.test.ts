// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runFlashcardDeck } from "./flashcard-deck";

const args = {
  deckId: "deck-a",
  delayMs: 300,
  show: "Show answer",
  hide: "Hide answer",
  position: "Card {n} of {total}",
};
const card = (index: number) =>
  `<li class="deck-card"${index > 0 ? " hidden" : ""}><div class="deck-face deck-front">Q${index}</div>` +
  `<div class="deck-face deck-back" id="deck-a-back-${index}">A${index}</div></li>`;

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<section id="deck-a"><p class="deck-counter"><span aria-hidden="true">1/3</span>' +
    '<span class="visually-hidden">Card 1 of 3</span></p>' +
    `<ol>${[0, 1, 2].map(card).join("")}</ol>` +
    '<button class="deck-previous" disabled>←</button><button class="deck-flip" disabled>Show answer</button>' +
    '<button class="deck-next" disabled>→</button></section>';
  stop = runFlashcardDeck(args);
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const shown = () => [...document.querySelectorAll<HTMLElement>(".deck-card")].findIndex((li) => !li.hidden);

describe("the flip-card deck", () => {
  it("enables its buttons and flips the card in view", () => {
    expect(document.querySelector<HTMLButtonElement>(".deck-flip")?.disabled).toBe(false);
    $(".deck-flip")?.click();
    expect($(".deck-flip")?.textContent).toBe("Hide answer");
    expect($(".deck-flip")?.getAttribute("aria-expanded")).toBe("true");
    expect($(".deck-card")?.classList.contains("is-flipped")).toBe(true);
  });

  it("moves with the arrow keys and says the position with the catalog's text", async () => {
    document.dispatchEvent(
      new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }),
    );
    await vi.advanceTimersByTimeAsync(args.delayMs);
    expect(shown()).toBe(1);
    expect($(".deck-counter [aria-hidden='true']")?.textContent).toBe("2/3");
    expect($(".deck-counter .visually-hidden")?.textContent).toBe("Card 2 of 3");
  });

  it("wraps from the first card back to the last", async () => {
    $(".deck-previous")?.click();
    await vi.advanceTimersByTimeAsync(args.delayMs);
    expect(shown()).toBe(2);
  });
});
