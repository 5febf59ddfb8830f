import { useEffect, useState } from "react";

/** The German voice among `voices`: de-DE first (the examiner's German), then de-AT or de-CH rather than none. */
function germanVoiceIn(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
  return voices.find((v) => tag(v) === "de-de") ?? voices.find((v) => tag(v).startsWith("de")) ?? null;
}

/** Whether this browser has a German voice (voices load asynchronously in some browsers). */
export function useGermanVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    const pick = () => setVoice(germanVoiceIn(window.speechSynthesis.getVoices()));
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
