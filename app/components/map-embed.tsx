import { useEffect, useRef, useState } from "react";
import { useArticleMessages } from "./article-messages";
import { QueryForm, useQueryFlag } from "./query-form";

/** `?map=show`: the page with its map loaded (the no-JavaScript form of the button). */
const mapParam = "map";

/**
 * A third-party map that loads only after a click: before it, no request reaches the
 * map provider. The button works without JavaScript: it reloads the page with the map
 * (`?map=show#map`); with JavaScript running it loads the map in place.
 */
export function MapEmbed({ src }: { src: string }) {
  const t = useArticleMessages();
  const shownByUrl = useQueryFlag(mapParam, "show");
  const [clicked, setClicked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button is gone: keep keyboard focus on what replaced it.
    if (clicked) frame.current?.focus();
  }, [clicked]);

  return (
    <div className="map-embed" id="map">
      {clicked || shownByUrl ? (
        <iframe ref={frame} src={src} title={t.map.title} width={800} height={450} />
      ) : (
        <QueryForm
          param={mapParam}
          value="show"
          hash="map"
          className="map-placeholder"
          onActivate={() => setClicked(true)}
        >
          <p>{t.map.notice}</p>
          <button type="submit" className="button button-primary">
            {t.map.load}
          </button>
        </QueryForm>
      )}
    </div>
  );
}
