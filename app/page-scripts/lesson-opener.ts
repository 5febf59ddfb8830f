import { onPageArgs } from "./lib/page-args";
import { visitRecordedKey } from "./lib/visit-recorded-key";

export type LessonOpenerArgs = { list: string; loading: string; failed: string };

/**
 * The course page's lesson links: the row says "Module is loading..." while the visit is recorded;
 * on success the lesson opens, on failure the loading clears, the row says so and the list stays
 * usable; offline, the lesson opens from the device. Without script a row is a plain link (the
 * lesson page records the visit then).
 */
export function recordVisitBeforeOpening({
  list,
  loading,
  failed,
}: LessonOpenerArgs): (() => void) | undefined {
  const root = document.querySelector<HTMLElement>(list);
  if (!root) return;
  // Marks the list for the browser tests: a click from now on is recorded first.
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
        sessionStorage.setItem(visitRecordedKey, id);
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

onPageArgs("lesson-opener", recordVisitBeforeOpening);
