import { describe, expect, it } from "vitest";
import { formatDocumentNumber, seriesYear } from "./invoice-number.server";

describe("invoice numbers", () => {
  it("counts per Frankfurt calendar year, five digits", () => {
    expect(formatDocumentNumber(2026, 17, "")).toBe("2026-00017");
    expect(formatDocumentNumber(2026, 17, "MD-")).toBe("MD-2026-00017");
    // 31 Dec 23:30 UTC is already 1 Jan in Frankfurt.
    expect(seriesYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(seriesYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });
});
