import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "~/i18n/format";
import { ratingSummary } from "./reviews";

const rating = fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>;

describe("ratingSummary", () => {
  it("is the mean of the ratings to one decimal, and the number of reviews", () => {
    fc.assert(
      fc.property(fc.array(rating, { minLength: 1, maxLength: 500 }), (ratings) => {
        const summary = ratingSummary(ratings.map((value) => ({ rating: value })));
        const mean = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
        expect(summary?.count).toBe(ratings.length);
        expect(Math.abs((summary?.average ?? 0) - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        // One decimal exactly, so the stars fill what the figure beside them says.
        expect(Number(formatNumber(summary?.average ?? 0, "en"))).toBe(summary?.average);
      }),
    );
  });

  it("rounds an exact half up", () => {
    const of = (fives: number, fours: number) =>
      ratingSummary(
        [...Array<5>(fives).fill(5), ...Array<4>(fours).fill(4)].map((value) => ({ rating: value })),
      );
    expect(of(3, 1)).toEqual({ average: 4.8, count: 4 }); // 4.75
    expect(of(7, 13)).toEqual({ average: 4.4, count: 20 }); // 4.35
  });

  it("takes counted ratings (one row per rating, as the database groups them) like single ones", () => {
    fc.assert(
      fc.property(fc.array(rating, { maxLength: 200 }), (ratings) => {
        const counted = [1, 2, 3, 4, 5].map((value) => ({
          rating: value,
          count: ratings.filter((one) => one === value).length,
        }));
        expect(ratingSummary(counted)).toEqual(ratingSummary(ratings.map((value) => ({ rating: value }))));
      }),
    );
    expect(ratingSummary([])).toBeNull();
    expect(ratingSummary([{ rating: 5, count: 0 }])).toBeNull();
  });
});
