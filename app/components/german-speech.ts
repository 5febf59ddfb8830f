// Speech synthesis in German, without React, for the page script speak-german (pages are sent
// without the framework's JavaScript).

/** The German voice among `voices`: de-DE first (the examiner's German), then de-AT or de-CH rather than none. */
export function germanVoiceIn(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
  return voices.find((v) => tag(v) === "de-de") ?? voices.find((v) => tag(v).startsWith("de")) ?? null;
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
