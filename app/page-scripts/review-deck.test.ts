// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { CourseWorkerMessage } from "~/components/course-offline";
import type { ReviewDeckConfig } from "~/components/review/review-deck-script";
import reviewEn from "~/i18n/messages/pages/review-en";
import reviewEs from "~/i18n/messages/pages/review-es";
import { startReviewDeck } from "./review-deck";

const message: CourseWorkerMessage = {
  userId: "",
  endsAt: 0,
  sessionEndsAt: 0,
  keep: [],
  locale: "en",
  texts: { ended: "", missing: "", signedOut: "", back: "" },
};

function mount(change: Partial<ReviewDeckConfig>): HTMLElement {
  document.body.innerHTML =
    '<div id="review-deck"><div role="status" class="review-status"></div><div class="review-stage"></div></div>';
  startReviewDeck({
    config: {
      rootId: "review-deck",
      mode: "cards",
      cards: [],
      dueTotal: 0,
      locale: "en",
      texts: reviewEn,
      againHref: "/review?mode=cards",
      courseHref: "/mycourse",
      ...change,
    },
    message,
  });
  const stage = document.querySelector<HTMLElement>(".review-stage");
  if (!stage) throw new Error("no stage");
  return stage;
}

const card = {
  id: "p1",
  version: 1,
  de: "Guten Tag",
  meaning: "Good day",
  expect: "A greeting",
  choices: [],
};

afterEach(() => {
  document.body.replaceChildren();
});

describe("the review deck page script", () => {
  it("draws the first card, and Space turns it to the four grades", () => {
    const stage = mount({ cards: [card, { ...card, id: "p2" }], dueTotal: 2 });
    expect(stage.querySelector(".review-position")?.textContent).toBe("Card 1 of 2");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(stage.querySelector(".review-card")?.className).toBe("review-card is-flipped");
    expect([...stage.querySelectorAll(".review-grades button")].map((b) => b.textContent)).toEqual(
      reviewEn.grades.map((label, i) => `${i + 1} ${label}`),
    );
  });

  it("counts what is left with the app's plural rules and numbers in Spanish", () => {
    const stage = mount({ locale: "es", texts: reviewEs, dueTotal: 12345 });
    expect(stage.querySelector("h2")?.textContent).toBe(reviewEs.nothingDue);
    expect(stage.textContent).toContain("Hoy te quedan 12.345 frases más para repasar.");
    expect(stage.querySelector("a.button-primary")?.getAttribute("href")).toBe("/review?mode=cards");
  });

  it("says one phrase in the singular", () => {
    const stage = mount({ dueTotal: 1 });
    expect(stage.textContent).toContain(reviewEn.summaryMore.one);
  });
});
