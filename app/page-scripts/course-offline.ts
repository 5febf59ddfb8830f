import { type CourseWorkerMessage, startCourseOffline } from "~/components/course-offline";
import { createCourseOutbox } from "~/components/review/course-outbox";
import { retryWhileWaiting } from "~/components/review/outbox-retry";
import { serialQueue } from "~/components/review/serial-queue";
import { onPageArgs } from "./lib/page-args";

export type CourseOfflineArgs = { message: CourseWorkerMessage; reloadOnAnswer: boolean };

/**
 * The course's offline support on the course page and the lessons: the same outbox and worker
 * hand-over as on the review. On the course page what the server took (a lesson completed
 * offline) shows after a reload; a lesson shows nothing of it. Returns the clean-up, for a test.
 */
export function startCourseOfflinePage({ message, reloadOnAnswer }: CourseOfflineArgs): () => void {
  let answered = 0;
  const offline = startCourseOffline(message, createCourseOutbox(serialQueue), retryWhileWaiting, {
    onAnswer: () => answered++,
    onPass: () => {
      if (answered > 0 && reloadOnAnswer) location.reload();
      answered = 0;
    },
  });
  return offline.stop;
}

onPageArgs("course-offline", startCourseOfflinePage);
