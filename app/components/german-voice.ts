import { useEffect, useState } from "react";
import { germanVoiceIn } from "./german-speech";

export { speakGerman } from "./german-speech";

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
