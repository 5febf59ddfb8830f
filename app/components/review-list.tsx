import { brand } from "~/content/brand";
import type { PublicReview, RatingSummaries } from "~/content/reviews";
import { fill } from "~/i18n/fill";
import { formatDate, formatMonth, formatNumber } from "~/i18n/format";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";
import { useSalesMessages } from "./sales-messages";
import { StarRating } from "./star-rating";

/**
 * Verified reviews with the rating summaries and, when asked, the "All reviews" link. Each review
 * says what it is ("Verified customer: <service>, <month>", § 5b (3) UWG), and every list links to
 * the page that explains how reviews are invited, checked and published. The page's loader reads
 * them (customer-reviews/published.server.ts), so no review travels in a page's script.
 */
export function ReviewList({
  reviews,
  summaries,
  headingLevel = 2,
  heading,
  allReviewsLink = false,
}: {
  reviews: readonly PublicReview[];
  summaries: RatingSummaries;
  headingLevel?: 2 | 3;
  /** Defaults to "What our customers say". */
  heading?: string;
  allReviewsLink?: boolean;
}) {
  const locale = useLocale();
  const t = useSalesMessages().reviews;
  const Heading = `h${headingLevel}` as const;
  const ReviewHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const { overall, language } = summaries;
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="reviews-header">
        <Heading id="reviews-heading">{heading ?? t.heading}</Heading>
        {overall ? (
          <p className="rating-summary" data-rating-summary="">
            <StarRating rating={overall.average} />{" "}
            <span>
              {plural(t.summary, overall.count, locale, { average: formatNumber(overall.average, locale) })}
              {language && language.count !== overall.count ? (
                <>
                  {" · "}
                  {plural(t.languageSummary, language.count, locale, {
                    average: formatNumber(language.average, locale),
                  })}
                </>
              ) : null}
            </span>
          </p>
        ) : null}
      </div>
      {reviews.length ? (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id} className="customer-review" data-review={review.id} data-verified="true">
              <StarRating rating={review.rating} />
              <blockquote>
                {review.text.split("\n").map((line, index) => (line ? <p key={index}>{line}</p> : null))}
              </blockquote>
              <ReviewHeading className="review-author">{review.author ?? t.anonymous}</ReviewHeading>
              <p className="review-verified">
                {fill(t.verified, {
                  service: t.services[review.service],
                  month: formatMonth(review.finishedMonth, locale),
                })}
              </p>
              <p className="review-date">
                <time dateTime={review.writtenOn}>{formatDate(review.writtenOn, locale, "long")}</time>
              </p>
              {review.reply ? (
                <div className="review-reply">
                  <p className="review-reply-from">{fill(t.reply, { brand: brand.brandName })}</p>
                  <p>{review.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="reviews-none">{t.none}</p>
      )}
      <p className="actions">
        {allReviewsLink && reviews.length ? (
          <LocalizedLink className="button button-secondary" to="/success-stories">
            {t.allReviews}
          </LocalizedLink>
        ) : null}{" "}
        <LocalizedLink className="reviews-how" to="/how-we-check-reviews">
          {t.howChecked}
        </LocalizedLink>
      </p>
    </section>
  );
}
