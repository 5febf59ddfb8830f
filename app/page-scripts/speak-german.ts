import { germanVoiceIn, speakGerman } from "~/components/german-speech";
import { onPageArgs } from "./lib/page-args";

export type SpeakGermanArgs = Record<string, never>;

/**
 * The Listen buttons of a page sent without the framework's JavaScript (the public course
 * samples, the lessons): shown and wired when a German voice turns up. Without script, or without
 * a German voice, the buttons stay hidden.
 */
export function enableListenButtons(): void {
  const synth = window.speechSynthesis;
  if (!synth) return;
  const show = () => {
    if (!germanVoiceIn(synth.getVoices())) return;
    document.querySelectorAll<HTMLElement>(".listen-buttons[data-speak]").forEach((group) => {
      group.hidden = false;
    });
  };
  show();
  synth.addEventListener("voiceschanged", show);
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-rate]") : null;
    const text = button?.closest<HTMLElement>("[data-speak]")?.dataset.speak;
    const german = germanVoiceIn(synth.getVoices());
    if (!button || !text || !german) return;
    speakGerman(text, german, Number(button.dataset.rate));
  });
}

onPageArgs("speak-german", enableListenButtons);
