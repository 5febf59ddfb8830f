import type { Locale } from "~/i18n/locale";
import type { CourseOutbox, OutboxItem } from "./review/course-outbox";
import type { retryWhileWaiting } from "./review/outbox-retry";

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

/** What a page hears of the outbox's passes. */
export type CourseOutboxHooks = {
  /** Every definitive answer of the server (its body already read), e.g. a 409 for a stale card. */
  onAnswer?: (item: OutboxItem, response: Response) => void;
  /** After each pass: how many items still wait, or null when the outbox itself failed. */
  onPass?: (left: number | null) => void;
};

/** The running offline support: `send` tries the outbox now, `stop` ends listening and timers. */
export type CourseOffline = { send: () => void; stop: () => void };

/**
 * Only the course pages register the course's service worker (public/course-sw.js),
 * hand it the customer, the access end and what to keep, and send what waits in the outbox: at
 * once, and again while something waits (`retry`: a timer with backoff, the page shown again, the
 * window focused, "online"). Without service worker support the course simply works online.
 *
 * The worker is told only once the page has loaded and the browser is idle (and a prerendered page
 * is shown): what it then fetches to keep runs behind the page, not during its load
 * (docs/decisions/025-account-pages-without-javascript.md).
 *
 * Self-contained (no imports, no outer names), with the outbox and `retry` handed in: written when
 * it travelled as an inline script's source text; now the page script course-offline imports it.
 */
export function startCourseOffline(
  message: CourseWorkerMessage,
  outbox: CourseOutbox,
  retry: typeof retryWhileWaiting,
  hooks: CourseOutboxHooks,
): CourseOffline {
  if (message.userId) outbox.setOwner(message.userId);
  const sending = retry(() =>
    outbox.flush(hooks.onAnswer).then(
      (left) => {
        hooks.onPass?.(left);
        return left;
      },
      (error: unknown) => {
        hooks.onPass?.(null);
        throw error;
      },
    ),
  );
  sending.now();
  const stop = () => sending.stop();
  const running = { send: sending.now, stop };
  if (!message.userId || !("serviceWorker" in navigator)) return running;

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
  return {
    send: sending.now,
    stop: () => {
      stopped = true;
      stop();
    },
  };
}
