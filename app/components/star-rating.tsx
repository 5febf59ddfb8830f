import { formatNumber } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { useSalesMessages } from "./sales-messages";

// A five-pointed star spanning x = 2…22 of a 24-unit box, so a share of it is 2 + 20 × share.
const starPoints = "12 2 14.9 8.6 22 9.3 16.6 14 18.2 21 12 17.3 5.8 21 7.4 14 2 9.3 9.1 8.6";

/**
 * Five stars filled up to `rating`, read out as "4 out of 5 stars" / "4,7 de 5 estrellas".
 * A review's whole rating gives full and empty stars; an average such as 4.7 fills the fifth star
 * to 70 % of its width, so the stars never claim more than the figure beside them. Every star is
 * outlined, so the unfilled part stays visible.
 */
export function StarRating({ rating }: { rating: number }) {
  const t = useSalesMessages().reviews;
  const locale = useLocale();
  const label = fill(t.stars, { rating: formatNumber(rating, locale) });
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((star) => {
        const share = Math.min(1, Math.max(0, rating - (star - 1)));
        const kind = share === 1 ? "star star-full" : share === 0 ? "star" : "star star-partial";
        return (
          <svg key={star} className={kind} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <polygon points={starPoints} />
            {share > 0 && share < 1 ? (
              // A nested <svg> clips to its own width: the filled share without a clipPath id.
              <svg width={2 + 20 * share} height="24">
                <polygon className="star-fill" points={starPoints} />
              </svg>
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}
