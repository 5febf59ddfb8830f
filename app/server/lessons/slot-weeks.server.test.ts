import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { addDays, bookingWindow, isoWeekday } from "./free-slots.server";
import { slotWeek } from "./slot-weeks.server";

// The free times' week paging: a Frankfurt Monday-to-Sunday week within the booking window, the
// week across the change to winter time 169 hours long, and anything else asked for refused.

// Monday 12 October 2026, 08:00 in Frankfurt: the window runs to Monday 9 November.
const now = new Date("2026-10-12T06:00:00Z");

describe("the free times' weeks", () => {
  it("starts at the window's first week and pages by Mondays to its last", () => {
    const first = slotWeek(now, null);
    expect(first).toMatchObject({ monday: "2026-10-12", asked: false, earlier: null, later: "2026-10-19" });
    expect(slotWeek(now, "")).toMatchObject({ monday: "2026-10-12", asked: false });
    expect(slotWeek(now, "2026-11-02")).toMatchObject({ earlier: "2026-10-26", later: "2026-11-09" });
    // 9 November 06:00 UTC is the window's end: that Monday's early morning still belongs to it.
    expect(slotWeek(now, "2026-11-09")).toMatchObject({ asked: true, later: null });
  });

  it("holds the week across the change to winter time: Monday 00:00 to Monday 00:00, 169 hours", () => {
    const week = slotWeek(now, "2026-10-19");
    if (!week) throw new Error("no week");
    expect(week.from.toISOString()).toBe("2026-10-18T22:00:00.000Z");
    expect(week.until.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect((week.until.getTime() - week.from.getTime()) / 3_600_000).toBe(169);
    expect(todayInSchoolTimeZone(new Date(week.until.getTime() - 1))).toBe("2026-10-25");
  });

  it("refuses a day that is no Monday, no calendar day, or outside the window", () => {
    for (const asked of [
      "2026-10-20",
      "2026-10-05",
      "2026-11-16",
      "2026-02-30",
      "monday",
      "2026-10-19T00:00",
      "0000-01-03",
      "' or 1=1",
    ])
      expect(slotWeek(now, asked)).toBeNull();
  });

  it("pages from any moment through Mondays only, every bookable day in exactly one week", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2028-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (moment) => {
          const window = bookingWindow(moment);
          const weeks = [];
          for (
            let week = slotWeek(moment, null);
            week;
            week = week.later ? slotWeek(moment, week.later) : null
          ) {
            weeks.push(week);
            expect(isoWeekday(week.monday)).toBe(1);
            expect(todayInSchoolTimeZone(week.from)).toBe(week.monday);
            expect(todayInSchoolTimeZone(week.until)).toBe(addDays(week.monday, 7));
          }
          expect(weeks.length).toBeGreaterThanOrEqual(4);
          expect(weeks.length).toBeLessThanOrEqual(5);
          expect(weeks[0]?.from.getTime()).toBeLessThanOrEqual(window.from.getTime());
          expect(weeks.at(-1)?.until.getTime()).toBeGreaterThanOrEqual(window.until.getTime());
          for (const [index, week] of weeks.entries())
            if (index > 0) expect(week.from.getTime()).toBe(weeks[index - 1]?.until.getTime());
        },
      ),
    );
  });
});
