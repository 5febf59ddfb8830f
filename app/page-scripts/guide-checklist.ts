import { fill } from "~/i18n/fill";
import { onPageArgs } from "./lib/page-args";

export type GuideChecklistArgs = { storageKey: string; progress: string };

/**
 * The guide's document checklist: the boxes tick and "Clear all" (a reset button) work with HTML
 * alone; this restores the ticks saved on this device (localStorage, never sent anywhere), saves
 * new ones, counts them and shows the print button.
 */
export function rememberTicks({ storageKey, progress: template }: GuideChecklistArgs): void {
  const form = document.querySelector<HTMLFormElement>("form.guide-checklist-form");
  if (!form) return;
  const boxes = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  const progress = form.querySelector<HTMLElement>(".checklist-progress");
  const list = form.querySelector<HTMLElement>(".checklist");
  const count = () => {
    if (!progress) return;
    progress.textContent = fill(template, {
      done: boxes.filter((box) => box.checked).length,
      total: boxes.length,
    });
    progress.hidden = false;
  };
  const save = () => {
    try {
      const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
      window.localStorage.setItem(storageKey, JSON.stringify(ticked));
    } catch {
      // Storage can be full or blocked (private mode): the ticks then last for this visit only.
    }
  };
  let saved: unknown;
  try {
    saved = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
  } catch {
    saved = [];
  }
  const ticks = new Set(Array.isArray(saved) ? saved : []);
  for (const box of boxes) box.checked = ticks.has(box.value);
  form.addEventListener("change", () => {
    save();
    count();
  });
  // The reset event comes before the boxes are cleared: count and save once they are.
  form.addEventListener("reset", () =>
    setTimeout(() => {
      save();
      count();
    }),
  );
  const print = form.querySelector<HTMLButtonElement>(".checklist-print");
  if (print) {
    print.hidden = false;
    print.addEventListener("click", () => window.print());
  }
  count();
  if (list) list.dataset.restored = "true";
}

onPageArgs("guide-checklist", rememberTicks);
