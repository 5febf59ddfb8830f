import { Link } from "react-router";
import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { LocalizedLink } from "../localized-link";
import type { Tally } from "./use-review-session";

/** A session ends with a short summary, and the way on. */
export function ReviewSummary(props: {
  texts: ReviewTexts;
  tally: Tally;
  reviewed: number;
  moreDue: number;
  againHref: string;
}) {
  const { texts: t, tally, reviewed, moreDue, againHref } = props;
  const { 1: again, 2: hard, 3: good, 4: easy } = tally.grades;
  const locale = useLocale();
  return (
    <section className="review-card review-summary" aria-labelledby="review-summary-heading">
      <h2 id="review-summary-heading">{reviewed > 0 ? t.summaryHeading : t.nothingDue}</h2>
      {reviewed > 0 ? (
        <>
          <p>{plural(t.summaryReviewed, reviewed, locale)}</p>
          <p>{fill(t.summaryGrades, { again, hard, good, easy })}</p>
          {tally.answered > 0 ? (
            <p>{fill(t.summaryScore, { right: tally.right, done: tally.answered })}</p>
          ) : null}
        </>
      ) : (
        <p>{t.nothingDueHelp}</p>
      )}
      {moreDue > 0 ? (
        <>
          <p>{plural(t.summaryMore, moreDue, locale)}</p>
          <Link className="button button-primary" to={againHref} reloadDocument>
            {t.continueReview}
          </Link>
        </>
      ) : null}
      <LocalizedLink className="button button-secondary" to="/mycourse" reloadDocument>
        {t.back}
      </LocalizedLink>
    </section>
  );
}
