import type { ContentStatus } from "../content-status";

// The course's promises and results, stated once.
export const courseFigures = {
  /** Hours of content. */
  hours: 4,
  /** Share of our students who pass the practical test. */
  passRatePercent: 88,
  /** Share of buyers who claim the money-back guarantee. */
  guaranteeUsePercent: 12,
  /** Days after purchase within which a failed test must be reported for the refund. */
  guaranteeDays: 30,
} as const;

/**
 * The two results above that only the school's own records can give are examples until it has
 * counted them: a made-up pass rate or guarantee figure misleads buyers (§ 5 UWG), so a public site
 * refuses to start while either says "sample". Put in the counted figure, then set "real".
 */
export const courseFigureStatus: Record<"passRatePercent" | "guaranteeUsePercent", ContentStatus> = {
  passRatePercent: "sample",
  guaranteeUsePercent: "sample",
};
