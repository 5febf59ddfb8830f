import { documentChecklist } from "~/content/guide/checklist";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { useArticleMessages } from "./article-messages";
import { PageScript } from "./page-script";

// Guide: a document checklist with checkboxes (no rules). Ticks are remembered on this
// device only (localStorage, never sent anywhere); the server renders every box unticked.
export const checklistStorageKey = "guide-checklist-v1";

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
      {/* Restores, saves and counts the ticks, shows the print button (page script guide-checklist). */}
      <PageScript
        name="guide-checklist"
        args={{ storageKey: checklistStorageKey, progress: t.checklistProgress }}
      />
    </section>
  );
}
