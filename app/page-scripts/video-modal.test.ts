// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { playWhileOpen } from "./video-modal";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the video dialog", () => {
  it("plays the clip when the dialog opens and pauses it when it closes", () => {
    document.body.innerHTML = '<dialog id="video-a"><video src="/clip.mp4"></video></dialog>';
    const dialog = document.getElementById("video-a") as HTMLDialogElement;
    const video = dialog.querySelector("video") as HTMLVideoElement;
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    playWhileOpen({ dialogId: "video-a" });

    dialog.showModal();
    dialog.dispatchEvent(new Event("toggle"));
    expect(play).toHaveBeenCalledTimes(1);
    dialog.close();
    dialog.dispatchEvent(new Event("close"));
    expect(pause).toHaveBeenCalled();
  });

  it("leaves a dialog without a clip alone", () => {
    document.body.innerHTML = '<dialog id="video-b"></dialog>';
    expect(() => playWhileOpen({ dialogId: "video-b" })).not.toThrow();
  });
});
