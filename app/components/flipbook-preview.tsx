import { useState } from "react";
import { site } from "~/content/site";
import { useLocale } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { LocalizedLink } from "./localized-link";
import { QueryForm, useQueryFlag } from "./query-form";
import { useToolsMessages } from "./tools-messages";

/**
 * The techquestions page: the external flipbook, full screen, in the page's language.
 * Third-party content loads only after the visitor clicks, so a panel with the open button comes
 * first; the new-tab link is always there for those who prefer it (or a blocked frame). The open
 * button works without JavaScript: it reloads the page with `?flipbook=open`.
 */
export function FlipbookPreview({ title }: { title: string }) {
  const locale = useLocale();
  const t = useToolsMessages().flipbook;
  const openedByUrl = useQueryFlag("flipbook", "open");
  const [clicked, setClicked] = useState(false);
  const open = clicked || openedByUrl;
  const url = site.embeds.flipbook[locale];
  return (
    <div className="flipbook">
      <div className="flipbook-bar">
        <LocalizedLink to="/" className="flipbook-back">
          <span aria-hidden="true">←</span> {t.back}
        </LocalizedLink>
        <h1 className="flipbook-title">{title}</h1>
        <a className="flipbook-new-tab" href={url} target="_blank" rel="noopener">
          {t.newTab} <span className="visually-hidden">{t.newTabNote}</span>
          <span aria-hidden="true">↗</span>
        </a>
      </div>
      {open ? (
        <iframe className="flipbook-frame" src={url} title={t.frameTitle} allowFullScreen />
      ) : (
        <div className="flipbook-panel">
          <div className="flipbook-panel-inner">
            <p className="lead">{t.intro}</p>
            <p>
              {t.consent} <LocalizedLink to={pagePath("privacyPolicy")}>{t.privacy}</LocalizedLink>
            </p>
            <QueryForm param="flipbook" value="open" onActivate={() => setClicked(true)}>
              <button type="submit" className="button button-primary">
                {t.open}
              </button>
            </QueryForm>
          </div>
        </div>
      )}
    </div>
  );
}
