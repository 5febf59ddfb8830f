import { useMessages } from "~/i18n/use-locale";
import { useHydrate } from "~/script-free";
import { PageScript } from "./page-script";
import { speakGerman, useGermanVoice } from "./german-voice";

/** Once per page with Listen buttons: the page script speak-german wires them on a page without framework JavaScript. */
export function ListenButtonsScript() {
  return useHydrate() ? null : <PageScript name="speak-german" args={{}} />;
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
