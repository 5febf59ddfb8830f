// The share of practical driving tests failed in Germany, as the TÜV-Verband's yearly data report
// states it (from the figures of the testing organisations, TÜV | DEKRA arge tp 21). A figure that
// changes every year is never shown without the year it counts, its source and which tests it
// counts (decision 006). When the next report comes out, replace the whole record.
export const nationalFailureRate = {
  /** Practical tests not passed, in per cent of all practical tests taken (first attempts and repeats). */
  percent: 37,
  /** The year the tests were taken. */
  year: 2025,
  source: "TÜV-Verband",
  /** When the report was published (year and month). */
  publishedIn: "2026-02",
  /** Which tests the figure counts: the practical test of this licence class, as the report counts it. */
  test: "practical",
  licenceClass: "B",
} as const;
