import { fill } from "~/i18n/fill";
import { BuyCourseButton, CoursePromoBar } from "~/components/course-promo-bar";
import { courseFigures } from "~/content/course/figures";
import { pageMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { buyLink } from "~/server/course/buy-links.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/courseguarantee";

// 100% refund if the practical test is failed and the school is told within the
// guarantee's days of purchase (course figures) with the examiner's written feedback
// (Leistungsrückmeldung, FeV Anlage 7 Nr. 2.6); the heading states the days too.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { buy: await buyLink(request, servicesOf(context), "examiner-course") };
}

export const meta = pageMeta("courseguarantee");

export default function CourseGuaranteePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const days = { days: plural(t.course.guaranteeDays, courseFigures.guaranteeDays, useLocale()) };
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
        <BuyCourseButton link={loaderData.buy} />
      </section>
    </>
  );
}
