// The flip-card deck's behaviour without React or the page, so it can be tested with fake timers
// (highway-sign-quiz and flashcard). The deck pages are sent without framework
// JavaScript, and this controller travels into them as source text (see flashcard-deck-script.ts),
// so `createDeckController` must stay self-contained: no imports, no module-level names inside it.
// Its unit tests run it both as imported and as re-read from its own source text.

/** Changing a card first hides the answer, then moves after this delay. */
export const FLASHCARD_MOVE_DELAY_MS = 300;

export type Direction = "previous" | "next";

export interface DeckState {
  /** Zero-based index of the card on show. */
  index: number;
  answerShown: boolean;
}

export interface DeckController {
  readonly state: DeckState;
  flip(): void;
  move(direction: Direction): void;
  /** Handles ArrowLeft / ArrowRight (previous / next, wrapping); returns whether the key was used. */
  key(key: string): boolean;
  /** Cancels a pending move (when the page leaves the deck). */
  dispose(): void;
}

/**
 * A deck of `count` cards, on the first card with the answer hidden; a move waits `delayMs`
 * (FLASHCARD_MOVE_DELAY_MS). `onChange` gets every new state. Moves asked for while one is pending
 * add up and land together when the first delay ends, so quick clicks are never lost; previous of
 * the first card is the last, and the other way round.
 */
export function createDeckController(
  count: number,
  onChange: (state: DeckState) => void,
  delayMs: number,
): DeckController {
  let state: DeckState = { index: 0, answerShown: false };
  let pendingSteps = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: DeckState) => {
    state = next;
    onChange(state);
  };
  const stepped = (steps: number) => (count <= 0 ? 0 : (((state.index + steps) % count) + count) % count);

  const move = (direction: Direction) => {
    pendingSteps += direction === "next" ? 1 : -1;
    // First hide the answer (the card flips back), then change the card after the delay.
    if (state.answerShown) set({ index: state.index, answerShown: false });
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const steps = pendingSteps;
      pendingSteps = 0;
      set({ index: stepped(steps), answerShown: false });
    }, delayMs);
  };

  return {
    get state() {
      return state;
    },
    flip() {
      set({ index: state.index, answerShown: !state.answerShown });
    },
    move,
    key(key) {
      if (key !== "ArrowLeft" && key !== "ArrowRight") return false;
      move(key === "ArrowLeft" ? "previous" : "next");
      return true;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingSteps = 0;
    },
  };
}
