import { useSearchParams } from "react-router";
import { fill } from "~/i18n/fill";
import { BuyButton } from "~/components/buy-button";
import { LocalizedLink } from "~/components/localized-link";
import { ReviewList } from "~/components/review-list";
import { useSalesMessages } from "~/components/sales-messages";
import { SalesHero } from "~/components/sales-hero";
import { products } from "~/content/catalog";
import { courseFigures } from "~/content/course/figures";
import { allLessons, courseModules, findLesson } from "~/content/course/modules";
import { nationalFailureRate } from "~/content/national-failure-rate";
import { formatMoney, formatMonth, formatPercent } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { reviewsForPage } from "~/server/customer-reviews/published.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "./+types/understand-the-examiner";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

/** The page's texts and verified reviews in its language, and their summaries: only these reach the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    texts: textsFor(request, "understandTheExaminer"),
    ...(await reviewsForPage(context.get(databaseContext), locale, { service: "course", limit: 3 })),
  };
}

export const meta = pageMeta("understandTheExaminer");

// The free sample lessons (coursedemo1/2), titled from the course data.
const samples = [
  { path: "/coursedemo1", lesson: findLesson("1.3") },
  { path: "/coursedemo2", lesson: findLesson("3.7") },
];

export default function UnderstandTheExaminerPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const messages = useMessages();
  const sales = useSalesMessages();
  const [params] = useSearchParams();
  const course = products["examiner-course"];
  const price = formatMoney(course.priceCents, locale);
  const percent = (value: number) => formatPercent(value, locale);
  const guaranteeDays = { days: plural(messages.course.guaranteeDays, courseFigures.guaranteeDays, locale) };
  const values = {
    hours: plural(t.hourCount, courseFigures.hours, locale),
    modules: plural(t.moduleCount, courseModules.length, locale),
    lessons: plural(t.lessonCount, allLessons.length, locale),
    months: plural(t.monthCount, course.accessMonths ?? 3, locale),
  };
  return (
    <div className="sales-page">
      {params.get("access") === "none" ? (
        <div className="container">
          <p className="notification notification-error course-no-access" role="status">
            {messages.course.noAccess}
          </p>
        </div>
      ) : null}
      <div className="container">
        <SalesHero
          title={messages.pages.understandTheExaminer.title}
          video="examinerCourse"
          videoTitle={t.videoTitle}
        >
          <p className="lead">{t.lead}</p>
          <ul className="points">
            {t.points.map((point) => (
              <li key={point}>{fill(point, values)}</li>
            ))}
          </ul>
          <p className="actions">
            <BuyButton product={course.id}>{fill(t.buy, { price })}</BuyButton>
          </p>
          <p className="price-note vat-note">{sales.includedVat}</p>
        </SalesHero>
      </div>

      <section className="section section-alt" aria-labelledby="modules-heading">
        <div className="container two-columns">
          <div>
            <h2 id="modules-heading">{t.modulesHeading}</h2>
            {courseModules.map((module) => (
              <details key={module.number} className="collapsible course-module">
                <summary>
                  <span>
                    {messages.course.moduleLabel.replace("{number}", String(module.number))}:{" "}
                    {module.title[locale]}
                  </span>
                </summary>
                <div className="collapsible-body">
                  <p className="price-note">{plural(t.lessonCount, module.lessons.length, locale)}</p>
                  <ol className="lesson-titles">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.id}>
                        <span className="lesson-id">{lesson.id}</span> {lesson.title[locale]}
                      </li>
                    ))}
                  </ol>
                </div>
              </details>
            ))}
          </div>
          <div>
            <h2>{t.samplesHeading}</h2>
            <ul className="points">
              {samples.map(({ path, lesson }) => (
                <li key={path}>
                  <LocalizedLink to={path}>
                    {fill(t.sample, { id: lesson?.id ?? "", title: lesson?.title[locale] ?? "" })}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
            <h2>{fill(messages.course.guaranteeHeading, guaranteeDays)}</h2>
            <p>{fill(messages.course.guaranteeText, guaranteeDays)}</p>
            <LocalizedLink to="/courseguarantee">{t.guaranteeLink}</LocalizedLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="results-heading">
        <div className="container">
          <h2 id="results-heading">{t.resultsHeading}</h2>
          <ul className="figures">
            <li>
              <strong>{percent(courseFigures.passRatePercent)}</strong> {t.passRate}
            </li>
            <li>
              <strong>{percent(nationalFailureRate.percent)}</strong>{" "}
              {fill(t.failureRate, {
                licenceClass: nationalFailureRate.licenceClass,
                year: nationalFailureRate.year,
                source: nationalFailureRate.source,
                published: formatMonth(nationalFailureRate.publishedIn, locale),
              })}
            </li>
            <li>
              <strong>{percent(courseFigures.guaranteeUsePercent)}</strong> {t.guaranteeUse}
            </li>
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <ReviewList
            reviews={loaderData.reviews}
            summaries={loaderData.summaries}
            heading={t.reviewsHeading}
          />
          <p className="actions">
            <BuyButton product={course.id}>{fill(t.buy, { price })}</BuyButton>
          </p>
          <p className="price-note vat-note">{sales.includedVat}</p>
        </div>
      </section>
    </div>
  );
}
