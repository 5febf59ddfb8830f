import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  counterText,
  createDeckController,
  type DeckState,
  directionForKey,
  FLASHCARD_MOVE_DELAY_MS,
  stepIndex,
} from "./flashcard-deck-state";

describe("stepIndex", () => {
  it("moves one card and wraps at both ends", () => {
    expect(stepIndex(0, 10, 1)).toBe(1);
    expect(stepIndex(9, 10, 1)).toBe(0);
    expect(stepIndex(0, 10, -1)).toBe(9);
    expect(stepIndex(5, 10, -1)).toBe(4);
    expect(stepIndex(0, 32, -3)).toBe(29);
    expect(stepIndex(31, 32, 2)).toBe(1);
  });

  it("stays at 0 for an empty deck", () => {
    expect(stepIndex(0, 0, 1)).toBe(0);
  });
});

describe("counterText", () => {
  it("reads n/total from one", () => {
    expect(counterText({ index: 0, answerShown: false }, 10)).toBe("1/10");
    expect(counterText({ index: 31, answerShown: true }, 32)).toBe("32/32");
  });
});

describe("directionForKey", () => {
  it("maps the arrow keys and ignores the rest", () => {
    expect(directionForKey("ArrowLeft")).toBe("previous");
    expect(directionForKey("ArrowRight")).toBe("next");
    expect(directionForKey("Enter")).toBeNull();
    expect(directionForKey(" ")).toBeNull();
  });
});

describe("createDeckController (SPEC §2, §9: hide first, move after 300 ms)", () => {
  let states: DeckState[];
  const deck = (count = 10) => createDeckController(count, (state) => states.push(state));

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's 300 ms", () => {
    expect(FLASHCARD_MOVE_DELAY_MS).toBe(300);
  });

  it("starts on the first card with the answer hidden", () => {
    const controller = deck();
    expect(controller.state).toEqual({ index: 0, answerShown: false });
    expect(counterText(controller.state, 10)).toBe("1/10");
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
    expect(counterText(controller.state, 10)).toBe("2/10");
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
    expect(counterText(controller.state, 10)).toBe("10/10");
    controller.move("next");
    vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
    expect(counterText(controller.state, 10)).toBe("1/10");
  });

  it("adds up quick moves and lands them when the first delay ends", () => {
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
    expect(controller.key("a")).toBe(false);
    vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS);
    expect(controller.state.index).toBe(9);
  });

  it("cancels a pending move when disposed", () => {
    const controller = deck();
    controller.move("next");
    controller.dispose();
    vi.advanceTimersByTime(FLASHCARD_MOVE_DELAY_MS * 2);
    expect(controller.state.index).toBe(0);
  });
});
