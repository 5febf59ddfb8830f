// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enableListenButtons } from "./speak-german";

class Utterance {
  lang = "";
  voice: unknown = null;
  rate = 1;
  constructor(readonly text: string) {}
}

function fakeSynth(langs: string[]) {
  const listeners: Array<() => void> = [];
  const synth = {
    voices: langs.map((lang) => ({ lang, name: lang })),
    getVoices() {
      return this.voices;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    cancel: vi.fn(),
    speak: vi.fn(),
    voicesArrive(more: string[]) {
      this.voices = more.map((lang) => ({ lang, name: lang }));
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal("speechSynthesis", synth);
  return synth;
}

beforeEach(() => {
  vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
  document.body.innerHTML =
    '<span class="listen-buttons" hidden data-speak="Guten Tag"><button data-rate="1">Listen</button>' +
    '<button data-rate="0.75">Slowly</button></span>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const group = () => document.querySelector<HTMLElement>(".listen-buttons");

describe("the Listen buttons", () => {
  it("stay hidden without a German voice, and show once one arrives", () => {
    const synth = fakeSynth(["en-GB"]);
    enableListenButtons();
    expect(group()?.hidden).toBe(true);
    synth.voicesArrive(["en-GB", "de_AT"]);
    expect(group()?.hidden).toBe(false);
  });

  it("speak the phrase in German at the button's rate", () => {
    const synth = fakeSynth(["de-CH", "de-DE"]);
    enableListenButtons();
    document.querySelector<HTMLButtonElement>('button[data-rate="0.75"]')?.click();
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: "Guten Tag", lang: "de-DE", rate: 0.75 }),
    );
  });
});
