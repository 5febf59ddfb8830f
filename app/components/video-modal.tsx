import { useEffect, useRef, useState } from "react";
import type { VideoKey } from "~/content/media";
import { useSalesMessages } from "./sales-messages";
import { VideoPlayer } from "./video-player";

/**
 * SPEC §4 home video modal, on the native <dialog>: it moves focus inside, keeps it there and
 * closes on Escape by itself; we add the close icon and a click outside (on the backdrop, which
 * belongs to the dialog element). The video exists only while the dialog is open, so nothing is
 * fetched before and closing stops it. Focus goes back to the button that opened it.
 */
export function VideoModal({ video, title, label }: { video: VideoKey; title: string; label: string }) {
  const t = useSalesMessages().video;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  function show() {
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button-accent video-modal-open"
        aria-haspopup="dialog"
        disabled={!interactive}
        onClick={show}
      >
        <span aria-hidden="true" className="play-icon">
          ▶
        </span>
        {label}
      </button>
      <dialog
        ref={dialog}
        className="video-modal"
        aria-label={title}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        <button
          type="button"
          className="video-modal-close"
          aria-label={t.close}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
        {open ? (
          <VideoPlayer video={video} title={title} autoPlay className="video-frame video-modal-frame" />
        ) : null}
      </dialog>
    </>
  );
}
