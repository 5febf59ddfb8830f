import { useMessages } from "~/i18n/use-locale";
import { useHydrate } from "~/script-free";
import { Enhance } from "./enhance";
import { speakGerman, useGermanVoice } from "./german-voice";

/**
 * The Listen buttons of a page sent without the framework's JavaScript (the public course
 * samples): shown and wired when a German voice turns up. Self-contained, as Enhance requires, so
 * it repeats germanVoiceIn and speakGerman in a few lines. Without script the buttons stay hidden.
 */
function enableListenButtons() {
  const synth = window.speechSynthesis;
  if (!synth || document.body.dataset.listen) return;
  document.body.dataset.listen = "enhanced";
  const voice = () => {
    const tag = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
    const voices = synth.getVoices();
    return voices.find((v) => tag(v) === "de-de") ?? voices.find((v) => tag(v).startsWith("de")) ?? null;
  };
  const show = () => {
    if (!voice()) return;
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
    const german = voice();
    if (!button || !text || !german) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = german.lang;
    utterance.voice = german;
    utterance.rate = Number(button.dataset.rate);
    synth.speak(utterance);
  });
}

/** Once per page, after the lessons' Listen buttons: wires them on a page without framework JavaScript. */
export function ListenButtonsScript() {
  return useHydrate() ? null : <Enhance run={enableListenButtons} args={[]} />;
}

/**
 * "Listen" speaks the German phrase with the browser's speech synthesis (de-DE), at
 * normal speed and slowly (0.75×). Hidden where the browser has no German voice. On a page sent
 * without the framework's JavaScript, ListenButtonsScript does what React does here.
 */
export function SpeakGerman({ text, describedBy }: { text: string; describedBy?: string }) {
  const t = useMessages().course;
  const voice = useGermanVoice();
  const hydrate = useHydrate();
  if (hydrate && !voice) return null;
  const speak = (rate: number) => (voice ? () => speakGerman(text, voice, rate) : undefined);
  return (
    <span className="listen-buttons" hidden={!hydrate} data-speak={hydrate ? undefined : text}>
      {[
        { rate: 1, label: t.listen },
        { rate: 0.75, label: t.listenSlow },
      ].map(({ rate, label }) => (
        <button
          key={rate}
          type="button"
          className="button button-secondary button-small"
          aria-describedby={describedBy}
          data-rate={hydrate ? undefined : rate}
          onClick={speak(rate)}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
