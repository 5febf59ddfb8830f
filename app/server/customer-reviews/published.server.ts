import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  type PublicReview,
  type RatingSummaries,
  type ReviewService,
  ratingSummary,
} from "~/content/reviews";
import type { IsoDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { reviews } from "../platform/schema.server";

// What the public pages show: published reviews only (a withheld one counts nowhere), the newest
// first, in the page's language; the summaries computed from the same rows in one statement.

/** The newest published reviews written in `language`, optionally of one service. */
export async function publishedReviews(
  db: Database,
  language: Locale,
  { service, limit = 6 }: { service?: ReviewService; limit?: number } = {},
): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      author: reviews.authorName,
      service: reviews.service,
      finishedOn: reviews.finishedOn,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.status, "published"),
        eq(reviews.language, language),
        service ? eq(reviews.service, service) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map(({ finishedOn, createdAt, ...row }) => ({
    ...row,
    finishedMonth: finishedOn.slice(0, 7) as PublicReview["finishedMonth"],
    writtenOn: createdAt.toISOString().slice(0, 10) as IsoDate,
  }));
}

/** The rating of every published review, and of those written in `language`. */
export async function reviewSummaries(db: Database, language: Locale): Promise<RatingSummaries> {
  const rows = await db
    .select({ language: reviews.language, rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.status, "published"))
    .groupBy(reviews.language, reviews.rating);
  return {
    overall: ratingSummary(rows),
    language: ratingSummary(rows.filter((row) => row.language === language)),
  };
}

/** A page's reviews and summaries, read together. */
export async function reviewsForPage(
  db: Database,
  language: Locale,
  options: { service?: ReviewService; limit?: number } = {},
) {
  const [list, summaries] = await Promise.all([
    publishedReviews(db, language, options),
    reviewSummaries(db, language),
  ]);
  return { reviews: list, summaries };
}

/** Whether the database holds the local seed's demo reviews (a public site refuses them). */
export async function hasDemoReviews(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reviews)
    .where(eq(reviews.demo, true))
    .limit(1);
  return Boolean(row);
}
