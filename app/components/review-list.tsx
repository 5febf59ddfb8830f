import type { RatingSummary, Review } from "~/content/reviews";
import { formatDate, formatNumber } from "~/i18n/format";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";
import { useSalesMessages } from "./sales-messages";
import { StarRating } from "./star-rating";

/**
 * Written reviews with the rating summary and, when asked, the "All reviews" link to the success
 * stories. The page's loader picks them (reviewsFor) and computes the summary (ratingSummary), so
 * the review texts of both languages never travel in the page's JavaScript.
 */
export function ReviewList({
  reviews,
  rating,
  headingLevel = 2,
  heading,
  allReviewsLink = false,
}: {
  reviews: readonly Review[];
  /** From ratingSummary(); null (no reviews) shows no summary. */
  rating: RatingSummary | null;
  headingLevel?: 2 | 3;
  /** Defaults to "What our customers say". */
  heading?: string;
  allReviewsLink?: boolean;
}) {
  const locale = useLocale();
  const t = useSalesMessages().reviews;
  const Heading = `h${headingLevel}` as const;
  const ReviewHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="reviews-header">
        <Heading id="reviews-heading">{heading ?? t.heading}</Heading>
        {rating ? (
          <p className="rating-summary">
            <StarRating rating={rating.average} />{" "}
            {plural(t.summary, rating.count, locale, { average: formatNumber(rating.average, locale) })}
          </p>
        ) : null}
      </div>
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.date}`} className="review-card">
            <StarRating rating={review.rating} />
            <blockquote>
              <p>{review.content}</p>
            </blockquote>
            <ReviewHeading className="review-author">{review.author}</ReviewHeading>
            <p className="review-date">
              <time dateTime={review.date}>{formatDate(review.date, locale, "long")}</time>
            </p>
          </li>
        ))}
      </ul>
      {allReviewsLink ? (
        <p className="actions">
          <LocalizedLink className="button button-secondary" to="/success-stories">
            {t.allReviews}
          </LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}
