import { data, redirect } from "react-router";
import { CourseOfflineScript } from "~/components/course-offline-script";
import { LessonComplete } from "~/components/lesson-complete";
import { LessonView } from "~/components/lesson-view";
import { LessonVisit } from "~/components/lesson-visit";
import { LocalizedLink } from "~/components/localized-link";
import { allLessons, findLesson } from "~/content/course/modules";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { courseMeta } from "~/i18n/meta";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { requireCourseCustomer, requireCourseCustomerWith } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { lessonTitle } from "~/server/course/course-outline.server";
import { lessonContent } from "~/server/site/lesson-content.server";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/lesson";
import { markupFromData } from "~/markup-from-data";

function neighbours(id: string) {
  const index = allLessons.findIndex((lesson) => lesson.id === id);
  return { previous: allLessons[index - 1]?.id ?? null, next: allLessons[index + 1]?.id ?? null };
}

// The lesson player. Only an active customer gets lesson text. Opening a lesson records a visit,
// but never through this GET (a GET changes nothing, or a prefetch, a crawler or a link preview
// would move "continue where you left off"): the page posts it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // One statement, prepared once on the embedded database: a lesson is read on every view.
  const customer = await requireCourseCustomerWith(request, servicesOf(context), () => ({}), "lesson_page");
  if (customer.access.state !== "active") throw redirect(localizePath("/mycourse", locale));
  const offline = await courseOfflineData(context.get(databaseContext), customer, locale);
  const sid = url.searchParams.get("sid") ?? "";
  const lesson = findLesson(sid);
  const blocks = lesson ? lessonContent(lesson.id, locale) : null;
  if (!lesson || !blocks) {
    return data({ found: false as const, offline }, { status: 404, headers: privateNoStore });
  }
  return data(
    {
      found: true as const,
      id: lesson.id,
      title: lessonTitle(lesson.id, locale),
      blocks,
      ...neighbours(lesson.id),
      offline,
    },
    { headers: privateNoStore },
  );
}

/**
 * "Complete and continue": mark complete (idempotent), open the next lesson or the course page.
 * Opening the next lesson is a visit, recorded by this POST (so also without JavaScript).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { user, access } = await requireCourseCustomer(request, servicesOf(context));
  if (access.state !== "active") throw redirect(localizePath("/mycourse", locale));
  const lesson = findLesson(url.searchParams.get("sid") ?? "");
  if (!lesson) return data({ found: false as const }, { status: 404 });
  const db = context.get(databaseContext);
  await markComplete(db, user.id, lesson.id);
  const { next } = neighbours(lesson.id);
  if (next) await recordVisit(db, user.id, next);
  return redirect(
    next ? `${localizePath("/module", locale)}?sid=${next}` : localizePath("/mycourse", locale),
  );
}

export const meta = courseMeta("module");
export const headers = () => privateNoStore;
// Its markup comes from the URL and the loader data alone (markup-from-data.ts).
export const handle = markupFromData;

export default function LessonPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().course;
  const locale = useLocale();
  const lessonHref = (id: string) => `${localizePath("/module", locale)}?sid=${id}`;
  if (!loaderData.found) {
    return (
      <section className="container page-message">
        <h1>{t.lessonNotFound}</h1>
        <p>{t.lessonNotFoundHelp}</p>
        <LocalizedLink className="button button-primary" to="/mycourse">
          {t.back}
        </LocalizedLink>
        <CourseOfflineScript state={loaderData.offline} />
      </section>
    );
  }
  const formId = "lesson-complete";
  return (
    <div className="lesson-player">
      <LocalizedLink to="/mycourse" className="round-back" aria-label={t.back}>
        <span aria-hidden="true">←</span>
      </LocalizedLink>
      <div className="container lesson-container">
        <p className="lesson-id">{t.lessonOf.replace("{id}", loaderData.id)}</p>
        <LessonView title={loaderData.title} blocks={loaderData.blocks} />
        <nav className="lesson-nav" aria-label={t.lessonOf.replace("{id}", loaderData.id)}>
          {loaderData.previous ? (
            <a className="button button-secondary" href={lessonHref(loaderData.previous)}>
              {t.previous}
            </a>
          ) : (
            <span />
          )}
          <form id={formId} method="post" action={`${localizePath("/module", locale)}?sid=${loaderData.id}`}>
            <button type="submit" className="button button-primary">
              {t.completeContinue}
            </button>
          </form>
          {loaderData.next ? (
            <a className="button button-secondary" href={lessonHref(loaderData.next)}>
              {t.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
        <LessonVisit id={loaderData.id} />
        <LessonComplete
          form={`#${formId}`}
          id={loaderData.id}
          userId={loaderData.offline.userId}
          nextHref={loaderData.next ? lessonHref(loaderData.next) : localizePath("/mycourse", locale)}
        />
        <CourseOfflineScript state={loaderData.offline} />
      </div>
    </div>
  );
}

/** A lesson that fails to load leaves the way back to the course list. */
export function ErrorBoundary() {
  const t = useMessages().course;
  return (
    <section className="container page-message">
      <h1>{t.loadFailed}</h1>
      <LocalizedLink className="button button-primary" to="/mycourse">
        {t.back}
      </LocalizedLink>
    </section>
  );
}
