import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hesseHoliday } from "~/content/holidays";
import { type IsoDate, ruleDatesOfYearAhead } from "~/content/schedule";
import { heldRuleDates, isRuleDateOf } from "./closed-days.server";

// The check of a rule date and the fill agree: whatever the month and the days staff close, the one
// day `isRuleDateOf` holds is the day the fill keeps, a Saturday that is neither a Hesse holiday nor
// a closed day; every other day of the month is refused.

function daysOf(month: string): IsoDate[] {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, "0")}`);
}

describe("the holiday-aware rule date check", () => {
  it("holds exactly the fill's date of each month, never a holiday or closed day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2026, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom("en" as const, "es" as const),
        fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { maxLength: 3 }),
        (year, monthNumber, language, closedDays) => {
          const month = `${year}-${String(monthNumber).padStart(2, "0")}`;
          const closed = new Map(
            closedDays.map((day) => [`${month}-${String(day).padStart(2, "0")}`, "closed"]),
          );
          const held = daysOf(month).filter((day) => isRuleDateOf(language, day, closed));
          // The fill's date of that month, from the day before the month starts.
          const before = new Date(Date.UTC(year, monthNumber - 1, 0)).toISOString().slice(0, 10);
          const filled = heldRuleDates(ruleDatesOfYearAhead(language, before).slice(0, 1), closed);
          expect(held).toEqual(filled);
          for (const day of held) {
            expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(6);
            expect(hesseHoliday(day)).toBeNull();
            expect(closed.has(day)).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses the Spanish course's 1 May 2027 (Labour Day) and holds 8 May", () => {
    const none = new Map<IsoDate, string>();
    expect(isRuleDateOf("es", "2027-05-01", none)).toBe(false);
    expect(isRuleDateOf("es", "2027-05-08", none)).toBe(true);
  });
});
