import { useEffect, useState } from "react";
import { useMessages } from "~/i18n/use-locale";

/** Whether this browser has a German voice (voices load asynchronously in some browsers). */
export function useGermanVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    // de-DE first (the examiner's German), then any German voice (de-AT, de-CH) rather than none.
    const pick = () => {
      const voices = window.speechSynthesis.getVoices();
      const german = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
      setVoice(
        voices.find((v) => german(v) === "de-de") ?? voices.find((v) => german(v).startsWith("de")) ?? null,
      );
    };
    pick();
    window.speechSynthesis.addEventListener("voiceschanged", pick);
    return () => window.speechSynthesis.removeEventListener("voiceschanged", pick);
  }, []);
  return voice;
}

/** Speaks a German phrase with `voice` at `rate` (1 or 0.75), cutting off what was playing. */
export function speakGerman(text: string, voice: SpeechSynthesisVoice, rate: number) {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = voice.lang;
  utterance.voice = voice;
  utterance.rate = rate;
  window.speechSynthesis.speak(utterance);
}

/**
 * DESIGN §5: "Listen" speaks the German phrase with the browser's speech synthesis (de-DE), at
 * normal speed and slowly (0.75×). Hidden where the browser has no German voice.
 */
export function SpeakGerman({ text, describedBy }: { text: string; describedBy?: string }) {
  const t = useMessages().course;
  const voice = useGermanVoice();
  if (!voice) return null;
  const speak = (rate: number) => speakGerman(text, voice, rate);
  return (
    <span className="listen-buttons">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-describedby={describedBy}
        onClick={() => speak(1)}
      >
        {t.listen}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-describedby={describedBy}
        onClick={() => speak(0.75)}
      >
        {t.listenSlow}
      </button>
    </span>
  );
}
