import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { flushOutbox, setOutboxOwner } from "./review/course-outbox";

/** What the course page's loader says for the service worker (server/course/course-offline.server.ts). */
export interface CourseOfflineState {
  userId: string;
  endsAt: number;
  sessionEndsAt: number;
  keep: string[];
}

/**
 * Only the course pages register the course's service worker (public/course-sw.js),
 * hand it the customer, the access end and what to keep, and send what waits in the outbox once
 * the network is back. Without service worker support the course simply works online.
 */
export function useCourseOffline(state: CourseOfflineState | null) {
  const t = useMessages().course;
  const locale = useLocale();
  const { userId, endsAt, sessionEndsAt } = state ?? { userId: "", endsAt: 0, sessionEndsAt: 0 };
  const keep = state?.keep.join("\n") ?? "";
  // A ref: the effect must not run again (and re-register) whenever the revalidator changes.
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (userId) setOutboxOwner(userId);
    // What was done offline changes what the page shows (a lesson completed): load it again.
    const flush = () => {
      let answered = 0;
      void flushOutbox(() => answered++)
        .then(() => (answered > 0 ? revalidate.current() : undefined))
        .catch(() => undefined);
    };
    flush();
    window.addEventListener("online", flush);
    if (!userId || !("serviceWorker" in navigator)) return () => window.removeEventListener("online", flush);
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
          userId,
          endsAt,
          sessionEndsAt,
          locale,
          texts: {
            ended: t.offlineEnded,
            missing: t.offlineMissing,
            signedOut: t.offlineSignedOut,
            back: t.back,
          },
          keep: [...assets, ...keep.split("\n").filter(Boolean)],
        }),
      )
      .catch((error: unknown) => console.warn("The course could not be kept for offline use:", error));
    return () => window.removeEventListener("online", flush);
  }, [
    userId,
    endsAt,
    sessionEndsAt,
    keep,
    locale,
    t.offlineEnded,
    t.offlineMissing,
    t.offlineSignedOut,
    t.back,
  ]);
}
