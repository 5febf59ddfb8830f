import { createDeckController, type DeckState } from "~/components/flashcard-deck-state";
import { fill } from "~/i18n/fill";
import { onPageArgs } from "./lib/page-args";

/** The deck's words in the page's language (the only texts the script carries). */
export type FlashcardDeckArgs = {
  deckId: string;
  delayMs: number;
  show: string;
  hide: string;
  /** "Card {n} of {total}", read by screen readers instead of the bare counter. */
  position: string;
};

/**
 * The flip-card deck on a page sent without the framework. The server renders every card, the
 * first one shown (flashcard-deck.tsx); this shows one card at a time, flips it and moves through
 * the deck with the buttons and the arrow keys, through the tested controller
 * (flashcard-deck-state.ts). Returns the clean-up, for a test.
 */
export function runFlashcardDeck({
  deckId,
  delayMs,
  ...labels
}: FlashcardDeckArgs): (() => void) | undefined {
  const deck = document.getElementById(deckId);
  if (!deck) return undefined;
  const cards = Array.from(deck.querySelectorAll<HTMLElement>(".deck-card"));
  const counter = deck.querySelector<HTMLElement>(".deck-counter [aria-hidden='true']");
  const position = deck.querySelector<HTMLElement>(".deck-counter .visually-hidden");
  const flip = deck.querySelector<HTMLButtonElement>(".deck-flip");
  const previous = deck.querySelector<HTMLButtonElement>(".deck-previous");
  const next = deck.querySelector<HTMLButtonElement>(".deck-next");
  if (cards.length === 0 || !counter || !position || !flip || !previous || !next) return undefined;
  // Marks the deck for the browser tests: a key or a click from now on moves it.
  deck.dataset.enhanced = "true";

  const turnedAway = (face: HTMLElement, away: boolean) => {
    if (away) face.setAttribute("aria-hidden", "true");
    else face.removeAttribute("aria-hidden");
  };
  const show = (state: DeckState) => {
    cards.forEach((card, index) => {
      const current = index === state.index;
      card.hidden = !current;
      card.classList.toggle("is-flipped", current && state.answerShown);
      // Only the side in view is read out (the other one is turned away).
      const [front, back] = Array.from(card.querySelectorAll<HTMLElement>(".deck-face"));
      if (front) turnedAway(front, current && state.answerShown);
      if (back) turnedAway(back, !(current && state.answerShown));
      if (current && back) flip.setAttribute("aria-controls", back.id);
    });
    counter.textContent = `${state.index + 1}/${cards.length}`;
    position.textContent = fill(labels.position, { n: state.index + 1, total: cards.length });
    flip.textContent = state.answerShown ? labels.hide : labels.show;
    flip.setAttribute("aria-expanded", String(state.answerShown));
  };

  const controller = createDeckController(cards.length, show, delayMs);
  show(controller.state);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Keys typed into a field belong to the field, not to the deck.
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
    ) {
      return;
    }
    if (controller.key(event.key)) event.preventDefault();
  };
  const listening = new AbortController();
  const { signal } = listening;
  flip.addEventListener("click", () => controller.flip(), { signal });
  previous.addEventListener("click", () => controller.move("previous"), { signal });
  next.addEventListener("click", () => controller.move("next"), { signal });
  document.addEventListener("keydown", onKeyDown, { signal });
  // The server sends the buttons disabled: without this script they would do nothing.
  for (const button of [previous, flip, next]) button.disabled = false;
  return () => {
    listening.abort();
    controller.dispose();
  };
}

onPageArgs("flashcard-deck", runFlashcardDeck);
