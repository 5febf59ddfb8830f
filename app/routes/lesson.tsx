import { useEffect } from "react";
import { data, Form, Link, redirect, redirectDocument, useLocation, useNavigation } from "react-router";
import { useCourseOffline } from "~/components/course-offline";
import { LessonView } from "~/components/lesson-view";
import { enqueue, newKey } from "~/components/review/course-outbox";
import { LocalizedLink } from "~/components/localized-link";
import { allLessons, findLesson } from "~/content/course/modules";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { courseMeta } from "~/i18n/meta";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { requireCourseCustomer } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { lessonTitle } from "~/server/course/course-outline.server";
import { lessonContent } from "~/server/course/lesson-content.server";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/lesson";

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
  const customer = await requireCourseCustomer(request, servicesOf(context));
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

/**
 * The opened lesson's visit, posted once the page shows. The
 * course list posts it itself before it navigates (and says so in the navigation state).
 */
function useRecordVisit(id: string | null) {
  const alreadyRecorded = (useLocation().state as { visitRecorded?: string } | null)?.visitRecorded;
  useEffect(() => {
    if (!id || alreadyRecorded === id) return;
    // Logged only, never shown: the lesson stays readable if this fails.
    fetch(`/api/course/lessons/${id}/visit`, { method: "POST" }).catch((error: unknown) => {
      console.warn("Recording the lesson visit failed:", error);
    });
  }, [id, alreadyRecorded]);
}

/**
 * "Complete and continue" when the server cannot be reached: the completion waits in the outbox
 * (sent once, in order, when the network is back) and the next lesson opens as a whole page, which
 * the course's service worker answers from the device (or with a page that says it has no copy).
 * Decided by the request that failed, not by `navigator.onLine`: the browser's flag can say
 * "online" while nothing gets through (a dead zone on a train, a network that drops requests), and
 * the post then ended on the lesson's error page with the completion lost. docs/decisions/015.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // Read before the server's attempt uses the body.
  const form = request
    .clone()
    .formData()
    .catch(() => new FormData());
  try {
    return await serverAction();
  } catch (error) {
    // A fetch that never got an answer rejects with a TypeError; the server's own refusals and
    // redirects arrive as responses and are handled as always.
    if (!(error instanceof TypeError)) throw error;
    const url = new URL(request.url);
    const locale = localeFromPath(url.pathname);
    // The lesson and the next one come from the URL and the form (the page knows its neighbour),
    // not from the course outline: that would carry every lesson title of both languages into
    // the page's script.
    const lessonId = url.searchParams.get("sid") ?? "";
    const next = String((await form).get("next") ?? "");
    if (!lessonIdPattern.test(lessonId)) throw error;
    await enqueue({ kind: "complete", lessonId, key: newKey() }).catch(() => undefined);
    return redirectDocument(
      lessonIdPattern.test(next)
        ? `${localizePath("/module", locale)}?sid=${next}`
        : localizePath("/mycourse", locale),
    );
  }
}

/** A lesson id as the course names them ("3.1"). */
const lessonIdPattern = /^\d{1,2}\.\d{1,2}$/;

export default function LessonPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().course;
  const locale = useLocale();
  const navigation = useNavigation();
  useRecordVisit(loaderData.found ? loaderData.id : null);
  useCourseOffline(loaderData.offline);
  const lessonHref = (id: string) => `${localizePath("/module", locale)}?sid=${id}`;
  if (!loaderData.found) {
    return (
      <section className="container page-message">
        <h1>{t.lessonNotFound}</h1>
        <p>{t.lessonNotFoundHelp}</p>
        <LocalizedLink className="button button-primary" to="/mycourse">
          {t.back}
        </LocalizedLink>
      </section>
    );
  }
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
            <Link className="button button-secondary" to={lessonHref(loaderData.previous)}>
              {t.previous}
            </Link>
          ) : (
            <span />
          )}
          <Form method="post" action={`${localizePath("/module", locale)}?sid=${loaderData.id}`}>
            {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
            <button type="submit" className="button button-primary" disabled={navigation.state !== "idle"}>
              {t.completeContinue}
            </button>
          </Form>
          {loaderData.next ? (
            <Link className="button button-secondary" to={lessonHref(loaderData.next)}>
              {t.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
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
