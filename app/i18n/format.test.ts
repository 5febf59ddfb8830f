import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDay,
  formatMoment,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
} from "./format";

// Intl separates the euro sign with a no-break space in Spanish; compare with normal spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatMoney", () => {
  it("formats cents as euros for English (en-GB)", () => {
    expect(formatMoney(15000, "en")).toBe("€150.00");
    expect(formatMoney(6850, "en")).toBe("€68.50");
    expect(formatMoney(792000, "en")).toBe("€7,920.00");
    expect(formatMoney(12938, "en")).toBe("€129.38");
  });

  it("formats cents as euros for Spanish (es-ES)", () => {
    expect(plain(formatMoney(15000, "es"))).toBe("150,00 €");
    expect(plain(formatMoney(6850, "es"))).toBe("68,50 €");
    expect(plain(formatMoney(792000, "es"))).toBe("7920,00 €");
    expect(plain(formatMoney(396000, "es"))).toBe("3960,00 €");
    expect(plain(formatMoney(2499, "es"))).toBe("24,99 €");
  });
});

describe("formatMonth", () => {
  it("writes a month and its year in the language", () => {
    expect(formatMonth("2026-02", "en")).toBe("February 2026");
    expect(formatMonth("2026-02", "es")).toBe("febrero de 2026");
  });
});

describe("formatDate", () => {
  it("writes a course date in each language", () => {
    expect(formatDate("2026-12-05", "en")).toBe("Saturday, 5 December 2026");
    expect(formatDate("2026-12-05", "es")).toBe("sábado, 5 de diciembre de 2026");
    expect(formatDate("2027-01-02", "es", "long")).toBe("2 de enero de 2027");
  });
});

describe("formatPercent", () => {
  it("writes English percentages without a space and Spanish ones with a no-break space", () => {
    expect(formatPercent(11, "en")).toBe("11%");
    expect(formatPercent(100, "en")).toBe("100%");
    expect(formatPercent(11, "es")).toBe("11\u00a0%");
    expect(plain(formatPercent(42, "es"))).toBe("42 %");
  });
});

describe("formatNumber", () => {
  it("writes a figure with at most one decimal in each language", () => {
    expect(formatNumber(4.75, "en")).toBe("4.8");
    expect(formatNumber(4.75, "es")).toBe("4,8");
    expect(formatNumber(5, "es")).toBe("5");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234, "es")).toBe("1234");
    expect(formatNumber(12345, "es")).toBe("12.345");
  });
});

describe("moments in the school's time zone", () => {
  // 23:30 UTC on 31 March 2026 is already 1 April in Frankfurt (summer time, UTC+2).
  const lateNight = "2026-03-31T23:30:00.000Z";

  it("shows the Frankfurt day and time, whatever the server's zone", () => {
    expect(plain(formatMoment(lateNight, "en"))).toBe("1 Apr 2026, 01:30");
    expect(plain(formatMoment(new Date(lateNight), "es"))).toBe("1 abr 2026, 1:30");
    expect(formatDay(lateNight, "en")).toBe("1 April 2026");
    expect(formatDay(lateNight, "es", "long")).toBe("1 de abril de 2026");
    expect(formatTime(lateNight, "en")).toBe("01:30");
  });
});
