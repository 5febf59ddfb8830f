import { useLocale, useMessages } from "~/i18n/use-locale";
import type { CourseOfflineState, CourseWorkerMessage } from "./course-offline";
import { PageScript } from "./page-script";

/** The loader's offline state with the page's language and the texts of the worker's notices. */
export function useCourseWorkerMessage(state: CourseOfflineState | null): CourseWorkerMessage | null {
  const t = useMessages().course;
  const locale = useLocale();
  if (!state) return null;
  return {
    ...state,
    locale,
    texts: { ended: t.offlineEnded, missing: t.offlineMissing, signedOut: t.offlineSignedOut, back: t.back },
  };
}

/**
 * The course's offline support on a page sent without the framework's JavaScript (the course page,
 * the lessons): the page script course-offline, the same code as on the review.
 */
export function CourseOfflineScript({
  state,
  reloadOnAnswer = false,
}: {
  state: CourseOfflineState | null;
  reloadOnAnswer?: boolean;
}) {
  const message = useCourseWorkerMessage(state);
  if (!message) return null;
  return <PageScript name="course-offline" args={{ message, reloadOnAnswer }} />;
}
