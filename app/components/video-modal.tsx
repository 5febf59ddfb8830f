import { useId } from "react";
import type { VideoKey } from "~/content/media";
import { PageScript } from "./page-script";
import { useSalesMessages } from "./sales-messages";
import { VideoPlayer } from "./video-player";

declare module "react" {
  // HTML invoker commands (`commandfor` / `command`): React passes them through as written.
  // The type parameter must be named as in @types/react for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}

/**
 * Home video modal, on the native <dialog>, opened and closed by HTML invoker commands so it
 * works on pages sent without JavaScript. The browser moves focus to the close icon,
 * keeps it inside, closes on Escape and on a click on the backdrop (`closedby="any"`) and gives the
 * focus back to the button that opened it. The clip waits for play (`preload="none"`), so nothing
 * is fetched before; the page script video-modal plays it on opening and pauses it on closing.
 */
export function VideoModal({ video, title, label }: { video: VideoKey; title: string; label: string }) {
  const t = useSalesMessages().video;
  const dialogId = `video-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <>
      <button
        type="button"
        className="button button-accent video-modal-open"
        aria-haspopup="dialog"
        commandfor={dialogId}
        command="show-modal"
      >
        <span aria-hidden="true" className="play-icon">
          ▶
        </span>
        {label}
      </button>
      <dialog id={dialogId} className="video-modal" aria-label={title} closedby="any">
        <button
          type="button"
          className="video-modal-close"
          aria-label={t.close}
          commandfor={dialogId}
          command="close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <VideoPlayer video={video} title={title} className="video-frame video-modal-frame" />
      </dialog>
      <PageScript name="video-modal" args={{ dialogId }} />
    </>
  );
}
