import { fill } from "~/components/article-messages";
import { BuyCourseButton, CoursePromoBar } from "~/components/course-promo-bar";
import { courseFigures } from "~/content/course/figures";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";

// SPEC §1/§9: 100% refund if the practical test is failed and the school is told within the
// guarantee's days of purchase (course figures) with the examiner's written feedback
// (Leistungsrückmeldung, FeV Anlage 7 Nr. 2.6); the heading states the days too (issue 10 §1).
export const meta = pageMeta("courseguarantee");

export default function CourseGuaranteePage() {
  const t = useMessages();
  const days = { days: courseFigures.guaranteeDays };
  return (
    <>
      <CoursePromoBar />
      <section className="container page-message">
        <h1>{fill(t.course.guaranteeHeading, days)}</h1>
        <p className="lead">{fill(t.course.guaranteeText, days)}</p>
        <ol className="guarantee-steps">
          {t.course.guaranteeSteps.map((step) => (
            <li key={step}>{fill(step, days)}</li>
          ))}
        </ol>
        <BuyCourseButton />
      </section>
    </>
  );
}
