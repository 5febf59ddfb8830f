import type { Locale } from "~/i18n/locale";
import type { CourseOutbox } from "./review/course-outbox";

/** What the course page's loader says for the service worker (server/course/course-offline.server.ts). */
// Type aliases, not interfaces: the message travels as JSON into an inline script (Enhance's args).
export type CourseOfflineState = {
  userId: string;
  endsAt: number;
  sessionEndsAt: number;
  keep: string[];
};

/** What the worker needs besides: the page's language and the texts of its offline notices. */
export type CourseWorkerMessage = CourseOfflineState & {
  locale: Locale;
  texts: { ended: string; missing: string; signedOut: string; back: string };
};

/**
 * Only the course pages register the course's service worker (public/course-sw.js),
 * hand it the customer, the access end and what to keep, and send what waits in the outbox once
 * the network is back (`onAnswered` when the server took something: the page may show it). Without
 * service worker support the course simply works online. Returns what stops listening.
 *
 * The worker is told only once the page has loaded and the browser is idle (and a prerendered page
 * is shown): what it then fetches to keep runs behind the page, not during its load
 * (docs/decisions/025-account-pages-without-javascript.md).
 *
 * Self-contained (no imports, no outer names): pages without the framework's JavaScript carry it
 * as an inline script (components/enhance.tsx).
 */
export function startCourseOffline(
  message: CourseWorkerMessage,
  outbox: CourseOutbox,
  onAnswered: () => void,
): () => void {
  if (message.userId) outbox.setOwner(message.userId);
  const flush = () => {
    let answered = 0;
    void outbox
      .flush(() => answered++)
      .then(() => (answered > 0 ? onAnswered() : undefined))
      .catch(() => undefined);
  };
  const stop = () => window.removeEventListener("online", flush);
  flush();
  window.addEventListener("online", flush);
  if (!message.userId || !("serviceWorker" in navigator)) return stop;

  let stopped = false;
  const handOver = () => {
    if (stopped) return;
    // The scripts and styles this page loaded before the worker existed, to start offline too.
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.pathname);
    navigator.serviceWorker
      .register("/course-sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) =>
        registration.active?.postMessage({
          type: "course-state",
          userId: message.userId,
          endsAt: message.endsAt,
          sessionEndsAt: message.sessionEndsAt,
          locale: message.locale,
          texts: message.texts,
          keep: [...assets, ...message.keep],
          // Kept by its own load a moment ago: the worker need not fetch it again.
          current: location.pathname + location.search,
        }),
      )
      .catch((error: unknown) => console.warn("The course could not be kept for offline use:", error));
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(handOver, { timeout: 3000 })
      : setTimeout(handOver, 500);
  const afterLoad = () =>
    document.readyState === "complete"
      ? whenIdle()
      : window.addEventListener("load", () => whenIdle(), { once: true });
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) document.addEventListener("prerenderingchange", afterLoad, { once: true });
  else afterLoad();
  return () => {
    stopped = true;
    stop();
  };
}
