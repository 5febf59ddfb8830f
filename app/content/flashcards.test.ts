import { describe, expect, it } from "vitest";
import { flashcards } from "./flashcards";

// 32 cards, the same facts in both languages (the deck's counter says n/32 in both).
describe("flashcards", () => {
  it.each(["en", "es"] as const)("has 32 cards with a question and an answer in %s", (locale) => {
    const cards = flashcards[locale];
    expect(cards).toHaveLength(32);
    for (const card of cards) {
      expect(card.question.trim(), card.id).not.toBe("");
      expect(card.answer.trim(), card.id).not.toBe("");
    }
  });

  it("uses the same unique ids in the same order in both languages", () => {
    const ids = flashcards.en.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(flashcards.es.map((card) => card.id)).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("states the legal minimum tread depth (1.6 mm) in both languages", () => {
    const tread = (locale: "en" | "es") => flashcards[locale].find((card) => card.id === "tyre-tread-depth");
    expect(tread("en")?.answer).toContain("1.6 mm");
    expect(tread("es")?.answer).toContain("1,6 mm");
  });
});
