import { useEffect, useState } from "react";
import { site } from "~/content/site";
import { toolsMessages } from "~/i18n/messages/tools-en";
import { useLocale } from "~/i18n/use-locale";
import { pagePath } from "~/pages";
import { LocalizedLink } from "./localized-link";

/**
 * SPEC §2 techquestions: the external flipbook, full screen, in the page's language. DESIGN §1:
 * third-party content loads only after the visitor clicks, so a panel with the open button comes
 * first; the new-tab link is always there for those who prefer it (or a blocked frame). The open
 * button stays disabled until the page is interactive (as in map-embed.tsx), so an early click is
 * never swallowed.
 */
export function FlipbookPreview({ title }: { title: string }) {
  const locale = useLocale();
  const t = toolsMessages(locale).flipbook;
  const [open, setOpen] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
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
            <button
              type="button"
              className="button button-primary"
              disabled={!interactive}
              onClick={() => setOpen(true)}
            >
              {t.open}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
