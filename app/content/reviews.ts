import type { IsoDate } from "./schedule";

// Verified customer reviews: what a review list shows and how the rating summary is computed. The
// reviews themselves are written by customers through their invitation's link and read from the
// database (server/customer-reviews); the site ships none (invented reviews are unlawful in Germany,
// UWG Annex No. 23b).

/** The services after which a customer is invited: what they finished, named on the review. */
export const reviewServices = ["first-aid", "course", "practical-test", "intensive-days"] as const;
export type ReviewService = (typeof reviewServices)[number];

/** The fixed reasons a review may be withheld for; nothing else, and never its stars. */
export const withholdReasons = ["insult", "personal-data", "unrelated"] as const;
export type WithholdReason = (typeof withholdReasons)[number];

/** A published review as a page shows it. */
export interface PublicReview {
  id: string;
  /** 1 to 5, shown as five full/empty stars. */
  rating: number;
  text: string;
  /** "Priya S.", or null when the author chose to stay anonymous (or had their data deleted). */
  author: string | null;
  service: ReviewService;
  /** The month the service was finished: "verified customer: <service>, <month>". */
  finishedMonth: `${number}-${number}`;
  /** The day it was written. */
  writtenOn: IsoDate;
  /** The school's public answer. */
  reply: string | null;
}

/** The average rating and how many reviews it comes from. */
export interface RatingSummary {
  /** The mean rating, rounded to the one decimal the pages show, so stars and figure agree. */
  average: number;
  count: number;
}

/** The summaries a review list shows: every language's reviews together, and the page language's. */
export interface RatingSummaries {
  overall: RatingSummary | null;
  language: RatingSummary | null;
}

/**
 * The rating summary: computed from the published reviews, never typed, so it cannot claim more
 * than the reviews it summarises. Null when there is no review to count.
 */
export function ratingSummary(list: readonly { rating: number; count?: number }[]): RatingSummary | null {
  const count = list.reduce((total, entry) => total + (entry.count ?? 1), 0);
  if (count === 0) return null;
  const sum = list.reduce((total, entry) => total + entry.rating * (entry.count ?? 1), 0);
  return { average: Math.round((sum * 10) / count) / 10, count };
}
