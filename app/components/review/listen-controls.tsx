import { useEffect } from "react";
import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { speakGerman, useGermanVoice } from "../german-voice";

/**
 * The card plays its German phrase when it shows (browser speech, de-DE) and on
 * request at 1× or 0.75×. Without a German voice the customer is told to read the text instead.
 */
export function ListenControls({ text, texts: t }: { text: string; texts: ReviewTexts }) {
  const voice = useGermanVoice();
  useEffect(() => {
    // Browsers may refuse speech before the first interaction; the buttons remain.
    if (voice) speakGerman(text, voice, 1);
  }, [text, voice]);
  if (!voice) return <p className="review-no-voice">{t.noVoice}</p>;
  return (
    <p className="listen-buttons">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => speakGerman(text, voice, 1)}
      >
        {t.listen}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => speakGerman(text, voice, 0.75)}
      >
        {t.listenSlow}
      </button>
    </p>
  );
}
