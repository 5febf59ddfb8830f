import { useMessages } from "~/i18n/use-locale";
import { PageScript } from "./page-script";

/** Once per page with Listen buttons: the page script speak-german wires them (pages ship no framework JavaScript). */
export function ListenButtonsScript() {
  return <PageScript name="speak-german" args={{}} />;
}

/**
 * "Listen" speaks the German phrase with the browser's speech synthesis (de-DE), at normal speed
 * and slowly (0.75×). Sent hidden: the page script shows the buttons where the browser has a
 * German voice and speaks the phrase in `data-speak` at the button's `data-rate`.
 */
export function SpeakGerman({ text, describedBy }: { text: string; describedBy?: string }) {
  const t = useMessages().course;
  return (
    <span className="listen-buttons" hidden data-speak={text}>
      {[
        { rate: 1, label: t.listen },
        { rate: 0.75, label: t.listenSlow },
      ].map(({ rate, label }) => (
        <button
          key={rate}
          type="button"
          className="button button-secondary button-small"
          aria-describedby={describedBy}
          data-rate={rate}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
