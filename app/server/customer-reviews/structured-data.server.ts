import { brand } from "~/content/brand";
import type { PublicReview, RatingSummary } from "~/content/reviews";
import type { Locale } from "~/i18n/locale";

// schema.org data for the reviews page: the school's AggregateRating and its Reviews, built from
// the published reviews the page shows and nothing else (no figure typed, nothing while there is
// no review). A public site holds only customers' reviews: it refuses to start with demo ones.

export function reviewsStructuredData(
  summary: RatingSummary | null,
  reviews: readonly PublicReview[],
  { pageUrl, locale, anonymous }: { pageUrl: string; locale: Locale; anonymous: string },
) {
  if (!summary) return null;
  return {
    "@context": "https://schema.org",
    "@type": "DrivingSchool",
    name: brand.brandName,
    url: pageUrl,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: review.author ?? anonymous },
      datePublished: review.writtenOn,
      reviewBody: review.text,
      inLanguage: locale,
    })),
  };
}
