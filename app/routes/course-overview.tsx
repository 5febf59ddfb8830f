import { data } from "react-router";
import { CourseOfflineScript } from "~/components/course-offline-script";
import { LessonOpener } from "~/components/lesson-visit";
import { LocalizedLink } from "~/components/localized-link";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { formatDate, formatPercent } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { courseMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { buyLink } from "~/server/course/buy-links.server";
import { requireCourseCustomerWith } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { courseOutline } from "~/server/course/course-outline.server";
import { progressFrom, progressPercent, progressRead } from "~/server/course/progress.server";
import { reviewCardsRead, reviewSummaryOfRows } from "~/server/review/review-cards.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/course-overview";
import { markupFromData } from "~/markup-from-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  // The access, the progress and the review's cards in one statement (course-guard.server.ts).
  const customer = await requireCourseCustomerWith(
    request,
    servicesOf(context),
    (userId) => ({ progress: progressRead(db, userId), cards: reviewCardsRead(db, userId) }),
    "course_page",
  );
  const { access } = customer;
  const course = progressFrom(customer.rows.progress);
  // The lessons opened, from the progress just read: the review's cards and the offline copy.
  const opened = course.opened;
  // "N phrases due today".
  const review = reviewSummaryOfRows(opened, customer.rows.cards);
  const locale = localeFromPath(new URL(request.url).pathname);
  // An expired customer's worker learns the end and drops the kept lessons.
  const offline = await courseOfflineData(db, customer, locale, {
    withLessons: access.state === "active",
    opened,
  }).catch(() => null);
  return data(
    {
      state: access.state,
      // The calendar day in Frankfurt: a UTC day would be one early for late-night purchases.
      endsAt: todayInSchoolTimeZone(access.endsAt),
      progress: course.progress as Record<string, boolean>,
      lastLessonId: course.lastLessonId,
      dueToday: review.dueToday,
      offline,
      percent: progressPercent(course.progress),
      // Titles in this language and the renewal link as data (no both-language modules).
      modules: courseOutline(locale),
      renewHref: (await buyLink(request, servicesOf(context), "examiner-course")).href,
    },
    { headers: privateNoStore },
  );
}

export const meta = courseMeta("mycourse");
export const headers = () => privateNoStore;
// Its markup comes from the URL and the loader data alone (markup-from-data.ts).
export const handle = markupFromData;

export default function CourseOverviewPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const locale = useLocale();
  const lessonHref = (id: string) => `${localizePath("/module", locale)}?sid=${id}`;
  const expired = loaderData.state === "expired";

  return (
    <section className="container course-page">
      <nav aria-label={t.course.breadcrumb} className="breadcrumb">
        <LocalizedLink to="/my-account">{t.nav.myAccount}</LocalizedLink> <span aria-hidden="true">›</span>{" "}
        <span aria-current="page">{t.pages.mycourse.title}</span>
      </nav>
      <h1>{t.pages.mycourse.title}</h1>
      {expired ? (
        <div className="notification notification-error" role="status">
          <p>{t.course.accessEnded.replace("{date}", formatDate(loaderData.endsAt, locale, "long"))}</p>
          <p>{t.course.accessEndedHelp}</p>
          <a className="button button-primary" href={loaderData.renewHref}>
            {t.course.renew}
          </a>
        </div>
      ) : (
        <>
          <p className="course-progress">
            {t.course.progress.replace("{percent}", formatPercent(loaderData.percent, locale))}
          </p>
          {/* The native bar, drawn from its value (an inline width is a style rule in the markup);
              hidden from screen readers, which read the percentage above. */}
          <progress className="progress-bar" max={100} value={loaderData.percent} aria-hidden="true" />
          <p>{t.course.accessUntil.replace("{date}", formatDate(loaderData.endsAt, locale, "long"))}</p>
          <a className="button button-primary" href={lessonHref(loaderData.lastLessonId ?? "1.1")}>
            {loaderData.lastLessonId ? t.course.continue : t.course.start}
          </a>
          <p className="course-review">
            {loaderData.dueToday === 0
              ? t.course.reviewNoneDue
              : plural(t.course.reviewDue, loaderData.dueToday, locale)}{" "}
            {loaderData.dueToday > 0 ? (
              <a href={localizePath("/review", locale)}>{t.course.reviewLink}</a>
            ) : null}
          </p>
        </>
      )}
      <ol className="module-list">
        {loaderData.modules.map((module) => (
          <li key={module.number}>
            <h2>
              <span className="module-number">
                {t.course.moduleLabel.replace("{number}", String(module.number))}
              </span>{" "}
              {module.title}
            </h2>
            <ul>
              {module.lessons.map((lesson) => {
                const done = loaderData.progress[lesson.id] === true;
                const label = `${lesson.id} ${lesson.title}`;
                return (
                  <li key={lesson.id} className={done ? "lesson-row is-done" : "lesson-row"}>
                    <span className={done ? "mark mark-done" : "mark"} aria-hidden="true">
                      {done ? "✓" : ""}
                    </span>
                    {expired ? (
                      <span>{label}</span>
                    ) : (
                      <a href={lessonHref(lesson.id)} data-lesson={lesson.id}>
                        {label}
                      </a>
                    )}
                    <span className="visually-hidden">
                      {" "}
                      ({done ? t.course.completed : t.course.notCompleted})
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      {expired ? null : (
        <LessonOpener list=".module-list" loading={t.course.loadingModule} failed={t.course.loadFailed} />
      )}
      <CourseOfflineScript state={loaderData.offline} reloadOnAnswer />
    </section>
  );
}
