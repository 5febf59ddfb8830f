import { describe, expect, it } from "vitest";
import {
  blocksPerPurchase,
  lessonKindFacts,
  lessonRules,
  meetingPoint,
  meetingPoints,
} from "~/content/lessons";
import { lessonKinds } from "../platform/schema.server";

describe("lesson kinds and rules (app/content/lessons.ts)", () => {
  it("describes exactly the kinds the database accepts", () => {
    expect(Object.keys(lessonKindFacts).sort()).toEqual([...lessonKinds].sort());
  });

  it("prices the double lesson as two 45-minute lessons and takes two units", () => {
    expect(lessonKindFacts["lesson-90"].priceCents).toBe(2 * (lessonKindFacts["lesson-45"].priceCents ?? 0));
    expect(lessonKindFacts["lesson-90"].balanceUnits).toBe(
      2 * (lessonKindFacts["lesson-45"].balanceUnits ?? 0),
    );
  });

  it("entitles to blocks of a kind that its purchase may book", () => {
    for (const [productId, entitlement] of Object.entries(blocksPerPurchase)) {
      expect(lessonKindFacts[entitlement.kind].bookableWith).toContain(productId);
    }
  });

  it("keeps the school's 24-hour rule and finds each meeting point by its id", () => {
    expect(lessonRules.freeCancellationHours).toBe(24);
    for (const point of meetingPoints) expect(meetingPoint(point.id)).toBe(point);
    expect(new Set(meetingPoints.map((point) => point.id)).size).toBe(meetingPoints.length);
  });
});
