import { describe, expect, it } from "vitest";
import type { PublicReview } from "~/content/reviews";
import { reviewsStructuredData } from "./structured-data.server";

const review: PublicReview = {
  id: "00000000-0000-4000-8000-000000000001",
  rating: 4,
  text: "Clear and calm.",
  author: null,
  service: "first-aid",
  finishedMonth: "2026-11",
  writtenOn: "2026-11-29",
  reply: null,
};
const where = {
  pageUrl: "https://school.test/success-stories",
  locale: "en" as const,
  anonymous: "A customer",
};

describe("the reviews' structured data", () => {
  it("is nothing while there is no published review", () => {
    expect(reviewsStructuredData(null, [], where)).toBeNull();
  });

  it("carries the summary and the reviews as they are published, an anonymous author by the page's word", () => {
    const data = reviewsStructuredData({ average: 4.5, count: 2 }, [review], where);
    expect(data?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data?.review).toEqual([
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: "A customer" },
        datePublished: "2026-11-29",
        reviewBody: "Clear and calm.",
        inLanguage: "en",
      },
    ]);
  });
});
