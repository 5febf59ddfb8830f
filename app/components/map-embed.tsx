import { useEffect, useRef, useState } from "react";
import { useArticleMessages } from "./article-messages";

/**
 * A third-party map that loads only after a click (DESIGN §1): before it, no request reaches the
 * map provider. The button stays disabled until the page is interactive, so an early click is
 * never swallowed.
 */
export function MapEmbed({ src }: { src: string }) {
  const t = useArticleMessages();
  const [interactive, setInteractive] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    // The button is gone: keep keyboard focus on what replaced it.
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <div className="map-embed">
      {loaded ? (
        <iframe ref={frame} src={src} title={t.map.title} width={800} height={450} />
      ) : (
        <div className="map-placeholder">
          <p>{t.map.notice}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={!interactive}
            onClick={() => setLoaded(true)}
          >
            {t.map.load}
          </button>
        </div>
      )}
    </div>
  );
}
