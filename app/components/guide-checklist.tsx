import { useEffect, useState } from "react";
import { documentChecklist } from "~/content/guide/checklist";
import { useLocale } from "~/i18n/use-locale";
import { fill, useArticleMessages } from "./article-messages";

// SPEC §2 guide: a document checklist with checkboxes (no rules). Ticks are remembered on this
// device only (localStorage, never sent anywhere); the server renders every box unticked and the
// saved ticks are restored after hydration.
export const checklistStorageKey = "guide-checklist-v1";

function readTicks(): Set<string> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(checklistStorageKey) ?? "[]");
    const known = new Set(documentChecklist.map((item) => item.id));
    return new Set(Array.isArray(saved) ? saved.filter((id): id is string => known.has(id)) : []);
  } catch {
    return new Set();
  }
}

function saveTicks(ticks: Set<string>) {
  try {
    window.localStorage.setItem(checklistStorageKey, JSON.stringify([...ticks]));
  } catch {
    // Storage can be full or blocked (private mode): the ticks then last for this visit only.
  }
}

export function GuideChecklist() {
  const locale = useLocale();
  const t = useArticleMessages().guide;
  const [ticks, setTicks] = useState<Set<string>>(() => new Set());
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setTicks(readTicks());
    setRestored(true);
  }, []);

  const update = (next: Set<string>) => {
    setTicks(next);
    saveTicks(next);
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(ticks);
    if (checked) next.add(id);
    else next.delete(id);
    update(next);
  };

  return (
    <section className="guide-checklist" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">{t.checklistHeading}</h2>
      <p>{t.checklistIntro}</p>
      <ul className="checklist" data-restored={restored ? "true" : "false"}>
        {documentChecklist.map((item) => (
          <li key={item.id}>
            <input
              type="checkbox"
              id={`check-${item.id}`}
              checked={ticks.has(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
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
        <p className="checklist-progress" role="status">
          {fill(t.checklistProgress, { done: ticks.size, total: documentChecklist.length })}
        </p>
        <div className="article-actions guide-buttons">
          <button type="button" className="button button-secondary" onClick={() => update(new Set())}>
            {t.clear}
          </button>
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {t.print}
          </button>
        </div>
      </div>
    </section>
  );
}
