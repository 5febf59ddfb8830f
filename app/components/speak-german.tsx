import { useEffect, useState } from "react";
import { useMessages } from "~/i18n/use-locale";

/** Whether this browser has a German voice (voices load asynchronously in some browsers). */
function useGermanVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    const pick = () =>
      setVoice(window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith("de")) ?? null);
    pick();
    window.speechSynthesis.addEventListener("voiceschanged", pick);
    return () => window.speechSynthesis.removeEventListener("voiceschanged", pick);
  }, []);
  return voice;
}

/**
 * DESIGN §5: "Listen" speaks the German phrase with the browser's speech synthesis (de-DE), at
 * normal speed and slowly (0.75×). Hidden where the browser has no German voice.
 */
export function SpeakGerman({ text }: { text: string }) {
  const t = useMessages().course;
  const voice = useGermanVoice();
  if (!voice) return null;
  const speak = (rate: number) => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "de-DE";
    utterance.voice = voice;
    utterance.rate = rate;
    window.speechSynthesis.speak(utterance);
  };
  return (
    <span className="listen-buttons">
      <button type="button" className="button button-secondary button-small" onClick={() => speak(1)}>
        {t.listen}
      </button>
      <button type="button" className="button button-secondary button-small" onClick={() => speak(0.75)}>
        {t.listenSlow}
      </button>
    </span>
  );
}
