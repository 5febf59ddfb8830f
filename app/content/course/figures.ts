// SPEC §1/§9: the course's promises and results, stated once.
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
