import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeckController, type DeckState, FLASHCARD_MOVE_DELAY_MS } from "./flashcard-deck-state";

// The controller travels into the page as its source text, so every behaviour is checked
// on the imported function and on a copy made from that text alone (which fails if the function
// ever reaches for an import or a module-level name).
const fromSource = new Function(
  `return (${createDeckController.toString()});`,
)() as typeof createDeckController;

for (const [kind, create] of [
  ["imported", createDeckController],
  ["rebuilt from its source text", fromSource],
] as const) {
  describe(`createDeckController, ${kind} (hide first, move after 300 ms)`, () => {
    let states: DeckState[];
    const deck = (count = 10) => create(count, (state) => states.push(state), FLASHCARD_MOVE_DELAY_MS);

    beforeEach(() => {
      vi.useFakeTimers();
      states = [];
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("starts on the first card with the answer hidden", () => {
      expect(deck().state).toEqual({ index: 0, answerShown: false });
    });

    it("flips the card both ways", () => {
      const controller = deck();
      controller.flip();
      expect(controller.state.answerShown).toBe(true);
      controller.flip();
      expect(controller.state.answerShown).toBe(false);
    });

    it("moves only after 300 ms, not at 299", () => {
      const controller = deck();
      controller.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS - 1);
      expect(controller.state.index).toBe(0);
      vi.advanceTimersByTime(1);
      expect(controller.state.index).toBe(1);
    });

    it("hides a shown answer at once, before the move", () => {
      const controller = deck();
      controller.flip();
      controller.move("next");
      expect(controller.state).toEqual({ index: 0, answerShown: false });
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state).toEqual({ index: 1, answerShown: false });
      // The order the page saw: shown, hidden on the same card, then the next card.
      expect(states).toEqual([
        { index: 0, answerShown: true },
        { index: 0, answerShown: false },
        { index: 1, answerShown: false },
      ]);
    });

    it("wraps from the first card back to the last and from the last to the first", () => {
      const controller = deck();
      controller.move("previous");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(9);
      controller.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(0);
    });

    it("adds up quick moves and lands them when the first delay ends, wrapping past either end", () => {
      const controller = deck(32);
      controller.move("next");
      vi.advanceTimersByTime(100);
      controller.move("next");
      controller.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS - 100);
      expect(controller.state.index).toBe(3);
      controller.move("previous");
      controller.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(3);
      for (let step = 0; step < 6; step++) controller.move("previous");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(29);
      for (let step = 0; step < 5; step++) controller.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(2);
    });

    it("moves with the arrow keys and ignores other keys", () => {
      const controller = deck();
      expect(controller.key("ArrowRight")).toBe(true);
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(1);
      expect(controller.key("ArrowLeft")).toBe(true);
      expect(controller.key("ArrowLeft")).toBe(true);
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(9);
      for (const other of ["a", "Enter", " ", "ArrowUp"]) expect(controller.key(other)).toBe(false);
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(controller.state.index).toBe(9);
    });

    it("stays on the only card of a deck of one, and on 0 for an empty deck", () => {
      const one = deck(1);
      one.move("next");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(one.state.index).toBe(0);
      const empty = deck(0);
      empty.move("previous");
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
      expect(empty.state.index).toBe(0);
    });

    it("cancels a pending move when disposed", () => {
      const controller = deck();
      controller.move("next");
      controller.dispose();
      vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS * 2);
      expect(controller.state.index).toBe(0);
    });
  });
}

it("uses a 300 ms delay", () => {
  expect(FLASHCARD_MOVE_DELAY_MS).toBe(300);
});
