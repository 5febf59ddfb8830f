import { describe, expect, it } from "vitest";
import { addDays, addMonths, isCalendarDate, latestSince, licenceDeadlines } from "./deadlines.server";

// Date arithmetic across month and year ends and leap days (§§ 187, 188, 190 BGB).

describe("addMonths (§ 188 (2), (3) BGB)", () => {
  it.each([
    ["2026-01-15", 6, "2026-07-15"],
    ["2026-07-31", 6, "2027-01-31"], // across the year end
    ["2026-08-31", 6, "2027-02-28"], // no 31 February: the month's last day
    ["2027-08-31", 6, "2028-02-29"], // leap year
    ["2027-08-29", 6, "2028-02-29"],
    ["2027-08-30", 6, "2028-02-29"],
    ["2025-08-29", 6, "2026-02-28"],
    ["2026-12-31", 6, "2027-06-30"], // June has 30 days
    ["2028-02-29", 6, "2028-08-29"], // from a leap day
    ["2028-02-29", 12, "2029-02-28"],
    ["2026-03-31", 6, "2026-09-30"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-05-15", -6, "2025-11-15"],
  ] as const)("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2027-01-10", -56, "2026-11-15"],
  ] as const)("%s %+i days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe("isCalendarDate", () => {
  it("accepts real days only, as YYYY-MM-DD", () => {
    for (const good of ["2026-01-15", "2028-02-29", "1999-12-31"]) expect(isCalendarDate(good)).toBe(true);
    for (const bad of [
      "2027-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "26-01-15",
      "2026-1-5",
      "15.01.2026",
      "2026-01-15T00:00",
      "",
      "0000-01-01",
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe("licenceDeadlines (§ 29 (1) FeV)", () => {
  it("ends the 6 months on the same day number, extends from there and counts the wait back", () => {
    expect(licenceDeadlines("2026-01-15", "2026-02-01", 8)).toEqual({
      since: "2026-01-15",
      validUntil: "2026-07-15",
      extendedUntil: "2027-01-15",
      applyBy: "2026-05-20",
      state: "ahead",
    });
  });

  it("extends from the end of a short February, not from the day residence began (§ 190 BGB)", () => {
    const deadlines = licenceDeadlines("2026-08-31", "2026-09-01", 8);
    expect(deadlines.validUntil).toBe("2027-02-28");
    expect(deadlines.extendedUntil).toBe("2027-08-28");
    expect(deadlines.applyBy).toBe("2027-01-03");
  });

  it("handles a leap day on the way", () => {
    const deadlines = licenceDeadlines("2027-08-31", "2027-09-01", 8);
    expect(deadlines.validUntil).toBe("2028-02-29");
    expect(deadlines.extendedUntil).toBe("2028-08-29");
    expect(deadlines.applyBy).toBe("2028-01-04");
  });

  it("says where the visitor stands today", () => {
    expect(licenceDeadlines("2026-01-15", "2026-05-20", 8).state).toBe("ahead");
    expect(licenceDeadlines("2026-01-15", "2026-05-21", 8).state).toBe("apply-now");
    expect(licenceDeadlines("2026-01-15", "2026-07-15", 8).state).toBe("apply-now");
    expect(licenceDeadlines("2026-01-15", "2026-07-16", 8).state).toBe("expired");
  });
});

describe("latestSince", () => {
  it("is one year from today, 28 February from a leap day", () => {
    expect(latestSince("2026-11-22")).toBe("2027-11-22");
    expect(latestSince("2028-02-29")).toBe("2029-02-28");
  });
});
