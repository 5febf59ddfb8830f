import { fill } from "./article-messages";
import { useSalesMessages } from "./sales-messages";

/** Five full/empty stars (SPEC §3), read out as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const t = useSalesMessages().reviews;
  const label = fill(t.stars, { rating });
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= rating ? "star star-full" : "star"}>
          ★
        </span>
      ))}
    </span>
  );
}
