import { BuyCourseButton, CoursePromoBar } from "~/components/course-promo-bar";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";

// SPEC §1/§9: 100% refund if the practical test is failed and the school is told within 30 days
// of purchase with the examiner's report.
export const meta = pageMeta("courseguarantee");

export default function CourseGuaranteePage() {
  const t = useMessages();
  return (
    <>
      <CoursePromoBar />
      <section className="container page-message">
        <h1>{t.course.guaranteeHeading}</h1>
        <p className="lead">{t.course.guaranteeText}</p>
        <ol className="guarantee-steps">
          {t.course.guaranteeSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <BuyCourseButton />
      </section>
    </>
  );
}
