import { createCourseOutbox } from "~/components/review/course-outbox";
import { serialQueue } from "~/components/review/serial-queue";
import { onPageArgs } from "./lib/page-args";

export type LessonCompleteArgs = { form: string; id: string; userId: string; nextHref: string };

/**
 * "Complete and continue" when the server cannot be reached: the completion waits in the outbox
 * (sent once, in order, when the network is back) and the next lesson opens as a whole page, which
 * the course's service worker answers from the device (or with a page that says it has no copy).
 * Decided by the request that failed, not by `navigator.onLine`: the browser's flag can say
 * "online" while nothing gets through (a dead zone on a train, a network that drops requests).
 * Online, the server's redirect is followed; any other answer is shown by posting the form as the
 * browser would. Without script the form is a plain post. Returns the clean-up, for a test.
 */
export function completeEvenOffline({
  form: selector,
  ...lesson
}: LessonCompleteArgs): (() => void) | undefined {
  const form = document.querySelector<HTMLFormElement>(selector);
  if (!form) return;
  // Marks the form for the browser tests: a submission from now on goes through here.
  form.dataset.enhanced = "true";
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (button) button.disabled = true;
    let response: Response;
    try {
      response = await fetch(form.action, { method: "POST", body: new FormData(form), redirect: "manual" });
    } catch {
      const outbox = createCourseOutbox(serialQueue);
      outbox.setOwner(lesson.userId);
      await outbox
        .enqueue({ kind: "complete", lessonId: lesson.id, key: crypto.randomUUID() })
        .catch(() => undefined);
      return location.assign(lesson.nextHref);
    }
    // The server redirects to the next lesson (or, when the session or the access has ended, to
    // where that lesson's own page sends the visitor as well).
    if (response.type === "opaqueredirect") return location.assign(lesson.nextHref);
    form.submit();
  };
  const listener = (event: SubmitEvent) => void onSubmit(event);
  form.addEventListener("submit", listener);
  // Back from the history, the page may be kept as it was.
  const reenable = (event: PageTransitionEvent) => {
    if (event.persisted && button) button.disabled = false;
  };
  window.addEventListener("pageshow", reenable);
  return () => {
    form.removeEventListener("submit", listener);
    window.removeEventListener("pageshow", reenable);
  };
}

onPageArgs("lesson-complete", completeEvenOffline);
