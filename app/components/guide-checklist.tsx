import { documentChecklist } from "~/content/guide/checklist";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { useArticleMessages } from "./article-messages";
import { Enhance } from "./enhance";

// Guide: a document checklist with checkboxes (no rules). Ticks are remembered on this
// device only (localStorage, never sent anywhere); the server renders every box unticked.
export const checklistStorageKey = "guide-checklist-v1";

/**
 * The guide page is sent without the framework's JavaScript. The boxes tick and
 * "Clear all" (a reset button) works with HTML alone; this small script restores the saved ticks,
 * saves new ones, counts them and shows the print button. Self-contained: it travels as source.
 */
function rememberTicks(storageKey: string, template: string) {
  const form = document.querySelector<HTMLFormElement>("form.guide-checklist-form");
  if (!form || form.dataset.enhanced) return;
  form.dataset.enhanced = "true";
  const boxes = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  const progress = form.querySelector<HTMLElement>(".checklist-progress");
  const list = form.querySelector<HTMLElement>(".checklist");
  const count = () => {
    const done = boxes.filter((box) => box.checked).length;
    if (progress) {
      progress.textContent = template
        .replace("{done}", String(done))
        .replace("{total}", String(boxes.length));
      progress.hidden = false;
    }
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

export function GuideChecklist() {
  const locale = useLocale();
  const t = useArticleMessages().guide;
  return (
    <section className="guide-checklist" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">{t.checklistHeading}</h2>
      <p>{t.checklistIntro}</p>
      {/* autoComplete off: the browser does not restore ticks by itself; the script does. */}
      <form className="guide-checklist-form" autoComplete="off" onSubmit={(event) => event.preventDefault()}>
        <ul className="checklist" data-restored="false">
          {documentChecklist.map((item) => (
            <li key={item.id}>
              <input
                type="checkbox"
                id={`check-${item.id}`}
                value={item.id}
                aria-describedby={item.hint ? `hint-${item.id}` : undefined}
              />
              <label htmlFor={`check-${item.id}`}>{item.label[locale]}</label>
              {item.hint ? (
                <p className="checklist-hint" id={`hint-${item.id}`}>
                  {item.hint[locale]}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="checklist-footer">
          {/* Shown once the script counts; without it a count that never changes would mislead. */}
          <p className="checklist-progress" role="status" hidden>
            {fill(t.checklistProgress, { done: 0, total: documentChecklist.length })}
          </p>
          <div className="article-actions guide-buttons">
            <button type="reset" className="button button-secondary">
              {t.clear}
            </button>
            <button type="button" className="button button-secondary checklist-print" hidden>
              {t.print}
            </button>
          </div>
        </div>
      </form>
      <Enhance run={rememberTicks} args={[checklistStorageKey, t.checklistProgress]} />
    </section>
  );
}
