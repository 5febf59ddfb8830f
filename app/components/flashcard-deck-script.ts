import type { DeckController, DeckState } from "./flashcard-deck-state";

/** The deck's words in the page's language (the only texts the script carries). */
export interface DeckScriptLabels {
  show: string;
  hide: string;
  /** "Card {n} of {total}", read by screen readers instead of the bare counter. */
  position: string;
}

/**
 * The flip-card deck runs without the framework. The server renders every card, the first
 * one shown (flashcard-deck.tsx); this script, written into the page by <Enhance>, shows one card at
 * a time, flips it and moves through the deck with the buttons and the arrow keys, through the
 * tested controller it is handed as source (`createController`). Self-contained: it travels as
 * source too, so it uses nothing but its arguments and the DOM. Returns the clean-up for a
 * client-side render (see Enhance).
 */
export function runFlashcardDeck(
  createController: (count: number, onChange: (state: DeckState) => void, delayMs: number) => DeckController,
  deckId: string,
  delayMs: number,
  labels: DeckScriptLabels,
): (() => void) | undefined {
  const deck = document.getElementById(deckId);
  if (!deck || deck.dataset.enhanced) return undefined;
  const cards = Array.from(deck.querySelectorAll<HTMLElement>(".deck-card"));
  const counter = deck.querySelector<HTMLElement>(".deck-counter [aria-hidden='true']");
  const position = deck.querySelector<HTMLElement>(".deck-counter .visually-hidden");
  const flip = deck.querySelector<HTMLButtonElement>(".deck-flip");
  const previous = deck.querySelector<HTMLButtonElement>(".deck-previous");
  const next = deck.querySelector<HTMLButtonElement>(".deck-next");
  if (cards.length === 0 || !counter || !position || !flip || !previous || !next) return undefined;
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
    position.textContent = labels.position
      .replace("{n}", String(state.index + 1))
      .replace("{total}", String(cards.length));
    flip.textContent = state.answerShown ? labels.hide : labels.show;
    flip.setAttribute("aria-expanded", String(state.answerShown));
  };

  const controller = createController(cards.length, show, delayMs);
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
  // Undone completely, so a second run (React's development double effect) wires the deck again.
  return () => {
    listening.abort();
    controller.dispose();
    delete deck.dataset.enhanced;
  };
}
