import { type MouseEvent, useState } from "react";
import { data, Link, useNavigate, useNavigation } from "react-router";
import { useCourseOffline } from "~/components/course-offline";
import { LocalizedLink } from "~/components/localized-link";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { formatDate, formatPercent } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { courseMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { buyLink } from "~/server/buy-links.server";
import { requireCourseCustomer } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { courseOutline } from "~/server/course/course-outline.server";
import { progressPercent, readProgress } from "~/server/course/progress.server";
import { reviewSummaryForCustomer } from "~/server/review/review-cards.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/course-overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCourseCustomer(request, servicesOf(context));
  const { user, access } = customer;
  // On a progress failure the list still shows, without marks.
  const db = context.get(databaseContext);
  const course = await readProgress(db, user.id).catch(() => ({
    progress: {},
    lastLessonId: null,
  }));
  // "N phrases due today"; like the progress, the page shows without it on a failure.
  const review = await reviewSummaryForCustomer(db, user.id).catch(() => null);
  const locale = localeFromPath(new URL(request.url).pathname);
  // An expired customer's worker learns the end and drops the kept lessons.
  const offline = await courseOfflineData(db, customer, locale, {
    withLessons: access.state === "active",
  }).catch(() => null);
  return data(
    {
      state: access.state,
      // The calendar day in Frankfurt: a UTC day would be one early for late-night purchases.
      endsAt: todayInSchoolTimeZone(access.endsAt),
      progress: course.progress as Record<string, boolean>,
      lastLessonId: course.lastLessonId,
      dueToday: review?.dueToday ?? null,
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

/**
 * Submodule click: the row says "Module is loading..." while the visit is recorded
 * (POST …/visit); on success the lesson opens, on failure the loading clears, the row
 * says so and the list stays usable. Without JavaScript the row is a plain link to the lesson.
 */
function useLessonOpener(lessonHref: (id: string) => string) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [recording, setRecording] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const navigatingTo =
    navigation.state === "loading" ? new URLSearchParams(navigation.location.search).get("sid") : null;

  const open = async (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Ctrl/⌘/Shift/middle click: the browser opens a new tab or window itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFailed(null);
    setRecording(id);
    let response: Response;
    try {
      response = await fetch(`/api/course/lessons/${id}/visit`, { method: "POST" });
    } catch {
      // Offline, the visit cannot be recorded; the lesson opens from the device.
      window.location.assign(lessonHref(id));
      return;
    }
    try {
      const body: unknown = await response.json();
      if (!response.ok || (body as { success?: unknown }).success !== true)
        throw new Error(String(response.status));
      await navigate(lessonHref(id), { state: { visitRecorded: id } });
    } catch {
      setFailed(id);
    } finally {
      setRecording(null);
    }
  };
  return { open, loadingId: recording ?? navigatingTo, failedId: failed };
}

export default function CourseOverviewPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const locale = useLocale();
  const lessonHref = (id: string) => `${localizePath("/module", locale)}?sid=${id}`;
  const { open, loadingId, failedId } = useLessonOpener(lessonHref);
  useCourseOffline(loaderData.offline);
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
          <div className="progress-bar" aria-hidden="true">
            <span style={{ width: `${loaderData.percent}%` }} />
          </div>
          <p>{t.course.accessUntil.replace("{date}", formatDate(loaderData.endsAt, locale, "long"))}</p>
          <Link className="button button-primary" to={lessonHref(loaderData.lastLessonId ?? "1.1")}>
            {loaderData.lastLessonId ? t.course.continue : t.course.start}
          </Link>
          {loaderData.dueToday !== null ? (
            <p className="course-review">
              {loaderData.dueToday === 0
                ? t.course.reviewNoneDue
                : plural(t.course.reviewDue, loaderData.dueToday, locale)}{" "}
              {loaderData.dueToday > 0 ? (
                <Link to={localizePath("/review", locale)}>{t.course.reviewLink}</Link>
              ) : null}
            </p>
          ) : null}
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
                      <Link to={lessonHref(lesson.id)} onClick={(event) => void open(event, lesson.id)}>
                        {label}
                      </Link>
                    )}
                    <span className="visually-hidden">
                      {" "}
                      ({done ? t.course.completed : t.course.notCompleted})
                    </span>
                    {loadingId === lesson.id ? (
                      <span className="module-loading" role="status">
                        {t.course.loadingModule}
                      </span>
                    ) : null}
                    {failedId === lesson.id ? (
                      <span className="module-load-failed" role="alert">
                        {t.course.loadFailed}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
