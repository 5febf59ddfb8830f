import { describe, expect, it } from "vitest";
import { addMonths, courseAccessEnd } from "./course-access-end.server";
import { nextStatus } from "./purchase-state.server";

describe("course access (3 months)", () => {
  it("ends exactly 3 calendar months after purchase, clamped to the month's end", () => {
    expect(addMonths(new Date("2026-01-31T10:15:00Z"), 3).toISOString()).toBe("2026-04-30T10:15:00.000Z");
    expect(addMonths(new Date("2028-02-29T08:00:00Z"), 3).toISOString()).toBe("2028-05-29T08:00:00.000Z");
    expect(addMonths(new Date("2026-11-30T00:00:00Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2027-11-30T00:00:00Z"), 3).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("extends a repeat purchase from the later of its time and the current end", () => {
    const jan = new Date("2026-01-10T00:00:00Z");
    const feb = new Date("2026-02-10T00:00:00Z");
    const dec = new Date("2026-12-01T00:00:00Z");
    expect(courseAccessEnd([jan, feb], 3)?.toISOString()).toBe("2026-07-10T00:00:00.000Z");
    expect(courseAccessEnd([jan, dec], 3)?.toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(courseAccessEnd([], 3)).toBeNull();
  });
});

describe("purchase state only moves forward", () => {
  it.each([
    ["pending", "paid", "paid"],
    ["paid", "pending", "paid"],
    ["refunded", "paid", "refunded"],
    ["failed", "paid", "failed"],
    ["paid", "refunded", "refunded"],
    ["refunded", "disputed", "disputed"],
    ["disputed", "refunded", "disputed"],
  ] as const)("%s + %s → %s", (current, proposed, expected) => {
    expect(nextStatus(current, proposed)).toBe(expected);
  });
});
