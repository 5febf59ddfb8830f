import { Enhance } from "./enhance";

// Opening a lesson records a visit ("continue where you left off"), never through the
// lesson's GET (a prefetch, a prerender or a link preview would move it). Both scripts below are
// self-contained, as Enhance requires; the pages they serve are sent without framework JavaScript.

/** Where the course page says it has recorded the visit of the lesson it opens. */
const RECORDED_KEY = "course-visit-recorded";

/**
 * The course page's lesson links: the row says "Module is loading..." while the visit is recorded;
 * on success the lesson opens, on failure the loading clears, the row says so and the list stays
 * usable; offline, the lesson opens from the device. Without script a row is a plain link (the
 * lesson page records the visit then).
 */
function recordVisitBeforeOpening(list: string, key: string, loading: string, failed: string) {
  const root = document.querySelector<HTMLElement>(list);
  if (!root || root.dataset.enhanced) return;
  root.dataset.enhanced = "true";
  const note = (row: Element, className: string, role: string, text: string) => {
    const span = document.createElement("span");
    span.className = className;
    span.setAttribute("role", role);
    span.textContent = text;
    row.append(span);
    return span;
  };
  const onClick = async (event: MouseEvent) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-lesson]") : null;
    // Ctrl/⌘/Shift/middle click: the browser opens a new tab or window itself.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const row = link.closest("li") ?? link;
    root.querySelectorAll(".module-load-failed").forEach((old) => old.remove());
    const busy = note(row, "module-loading", "status", loading);
    const id = link.dataset.lesson ?? "";
    let response: Response;
    try {
      response = await fetch(`/api/course/lessons/${id}/visit`, { method: "POST" });
    } catch {
      // Offline, the visit cannot be recorded; the lesson opens from the device.
      return location.assign(link.href);
    }
    try {
      const body: unknown = await response.json();
      if (!response.ok || (body as { success?: unknown }).success !== true)
        throw new Error(String(response.status));
      try {
        sessionStorage.setItem(key, id);
      } catch {
        // Storage refused: the lesson page records the visit once more, which changes nothing.
      }
      location.assign(link.href);
    } catch {
      busy.remove();
      note(row, "module-load-failed", "alert", failed);
    }
  };
  const listener = (event: MouseEvent) => void onClick(event);
  root.addEventListener("click", listener);
  return () => root.removeEventListener("click", listener);
}

/** On the course page, after its list: the lesson links record the visit first. */
export function LessonOpener({ list, loading, failed }: { list: string; loading: string; failed: string }) {
  return <Enhance run={recordVisitBeforeOpening} args={[list, RECORDED_KEY, loading, failed]} />;
}

/**
 * The lesson page posts its visit once it is shown (a prerendered page waits until the visitor
 * opens it), unless the course page has just recorded it. Logged only, never shown: the lesson
 * stays readable if this fails.
 */
function recordVisitOnShow(id: string, key: string) {
  const record = () => {
    try {
      if (sessionStorage.getItem(key) === id) return sessionStorage.removeItem(key);
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

export function LessonVisit({ id }: { id: string }) {
  return <Enhance run={recordVisitOnShow} args={[id, RECORDED_KEY]} />;
}
