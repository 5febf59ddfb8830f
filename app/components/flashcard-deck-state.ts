// The flip-card deck's behaviour without React, so it can be tested with fake timers (SPEC §2:
// highway-sign-quiz and flashcard). The component only renders what this reports.

/** SPEC §9 "flashcard delay 300 ms": changing a card first hides the answer, then moves after this. */
export const FLASHCARD_MOVE_DELAY_MS = 300;

export type Direction = "previous" | "next";

export interface DeckState {
  /** Zero-based index of the card on show. */
  index: number;
  answerShown: boolean;
}

export const initialDeckState: DeckState = { index: 0, answerShown: false };

/** The index `steps` cards away, wrapping at both ends (previous of the first is the last). */
export function stepIndex(index: number, count: number, steps: number): number {
  if (count <= 0) return 0;
  return (((index + steps) % count) + count) % count;
}

/** "1/10": the counter of SPEC §2. */
export function counterText(state: DeckState, count: number): string {
  return `${state.index + 1}/${count}`;
}

/** The move a key asks for (ArrowLeft / ArrowRight), or null for any other key. */
export function directionForKey(key: string): Direction | null {
  if (key === "ArrowLeft") return "previous";
  if (key === "ArrowRight") return "next";
  return null;
}

export interface DeckController {
  readonly state: DeckState;
  flip(): void;
  move(direction: Direction): void;
  /** Handles ArrowLeft / ArrowRight; returns whether the key was used. */
  key(key: string): boolean;
  /** Cancels a pending move (on unmount). */
  dispose(): void;
}

/**
 * A deck of `count` cards. `onChange` gets every new state. Moves asked for while one is pending
 * add up and land together when the first delay ends, so quick clicks are never lost.
 */
export function createDeckController(
  count: number,
  onChange: (state: DeckState) => void,
  delayMs: number = FLASHCARD_MOVE_DELAY_MS,
): DeckController {
  let state: DeckState = initialDeckState;
  let pendingSteps = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: DeckState) => {
    state = next;
    onChange(state);
  };

  const move = (direction: Direction) => {
    pendingSteps += direction === "next" ? 1 : -1;
    // SPEC §2: first hide the answer (the card flips back), then change the card after the delay.
    if (state.answerShown) set({ ...state, answerShown: false });
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const steps = pendingSteps;
      pendingSteps = 0;
      set({ index: stepIndex(state.index, count, steps), answerShown: false });
    }, delayMs);
  };

  return {
    get state() {
      return state;
    },
    flip() {
      set({ ...state, answerShown: !state.answerShown });
    },
    move,
    key(key) {
      const direction = directionForKey(key);
      if (!direction) return false;
      move(direction);
      return true;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingSteps = 0;
    },
  };
}
