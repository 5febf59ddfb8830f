import { useLocale, useMessages } from "~/i18n/use-locale";
import { type CourseOfflineState, type CourseWorkerMessage, startCourseOffline } from "./course-offline";
import { Enhance } from "./enhance";
import { createCourseOutbox } from "./review/course-outbox";
import { retryWhileWaiting } from "./review/outbox-retry";
import { serialQueue } from "./review/serial-queue";

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
 * Runs in the page: the outbox is rebuilt from its source. On the course page what the server took
 * (a lesson completed offline) shows after a reload; a lesson shows nothing of it.
 */
function runCourseOffline(
  message: CourseWorkerMessage,
  reloadOnAnswer: boolean,
  start: typeof startCourseOffline,
  create: typeof createCourseOutbox,
  turn: typeof serialQueue,
  retry: typeof retryWhileWaiting,
) {
  let answered = 0;
  const offline = start(message, create(turn), retry, {
    onAnswer: () => answered++,
    onPass: () => {
      if (answered > 0 && reloadOnAnswer) location.reload();
      answered = 0;
    },
  });
  return offline.stop;
}

/**
 * The course's offline support on a page sent without the framework's JavaScript (the course page,
 * the lessons): the same code as on the review, as a small inline script.
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
  return (
    <Enhance
      run={runCourseOffline}
      args={[message, reloadOnAnswer, startCourseOffline, createCourseOutbox, serialQueue, retryWhileWaiting]}
    />
  );
}
