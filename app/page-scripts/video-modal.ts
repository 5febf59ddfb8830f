import { onPageArgs } from "./lib/page-args";

export type VideoModalArgs = { dialogId: string };

/**
 * Plays the clip when its dialog opens and pauses it when it closes. Without JavaScript the
 * visitor presses play in the dialog.
 */
export function playWhileOpen({ dialogId }: VideoModalArgs): void {
  const dialog = document.getElementById(dialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const video = dialog.querySelector("video");
  if (!video) return;
  dialog.addEventListener("toggle", () => {
    if (dialog.open) void video.play().catch(() => undefined);
  });
  dialog.addEventListener("close", () => video.pause());
}

onPageArgs("video-modal", playWhileOpen);
