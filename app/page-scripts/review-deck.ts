import type { CourseWorkerMessage } from "~/components/course-offline";
import { type ReviewDeckConfig, runReviewDeck } from "~/components/review/review-deck-script";
import { onPageArgs } from "./lib/page-args";

export type ReviewDeckArgs = { config: ReviewDeckConfig; message: CourseWorkerMessage };

/** The review's cards or listening drill (components/review/review-deck.tsx). */
export function startReviewDeck({ config, message }: ReviewDeckArgs): void {
  runReviewDeck(config, message);
}

onPageArgs("review-deck", startReviewDeck);
