import { onPageArgs } from "./lib/page-args";
import { visitRecordedKey } from "./lib/visit-recorded-key";

export type LessonVisitArgs = { id: string };

/**
 * The lesson page posts its visit once it is shown (a prerendered page waits until the visitor
 * opens it), unless the course page has just recorded it. Logged only, never shown: the lesson
 * stays readable if this fails.
 */
export function recordVisitOnShow({ id }: LessonVisitArgs): void {
  const record = () => {
    try {
      if (sessionStorage.getItem(visitRecordedKey) === id) return sessionStorage.removeItem(visitRecordedKey);
    } catch {
      // No storage: record it.
    }
    // The answer is read to its end: a body left unread keeps the request open in the browser, and
    // the page never counted as loaded for tools that wait until the network is quiet.
    fetch(`/api/course/lessons/${id}/visit`, { method: "POST" })
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => {
        console.warn("Recording the lesson visit failed:", error);
      });
  };
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", record, { once: true });
  else record();
}

onPageArgs("lesson-visit", recordVisitOnShow);
