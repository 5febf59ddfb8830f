import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultShareImage, ebookFiles, images, videos } from "./media";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

/** Every string in a (nested) record of URLs. */
const urls = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(urls);

const expectShipped = (list: string[]) => {
  for (const url of list) expect(existsSync(publicFile(url)), url).toBe(true);
};

describe("media manifest", () => {
  it("points every poster and share image at a shipped file", () => {
    for (const entry of Object.values(videos))
      expect(existsSync(publicFile(entry.poster)), entry.poster).toBe(true);
    expect(existsSync(publicFile(defaultShareImage))).toBe(true);
  });

  it("has a clip per language for every video", () => {
    for (const entry of Object.values(videos)) {
      expect(entry.src.en).toMatch(/_en\.mp4$/);
      expect(entry.src.es).toMatch(/_es\.mp4$/);
    }
  });

  it("ships every clip and every captions file", () => {
    expectShipped(Object.values(videos).flatMap((entry) => [...urls(entry.src), ...urls(entry.captions)]));
  });

  it("ships captions as WebVTT in both languages", () => {
    for (const entry of Object.values(videos)) {
      expect(Object.keys(entry.captions).sort()).toEqual(["en", "es"]);
      for (const url of urls(entry.captions))
        expect(readFileSync(publicFile(url), "utf8").startsWith("WEBVTT"), url).toBe(true);
    }
  });

  it("ships every illustration, service picture and team portrait", () => {
    expectShipped(urls(images));
  });

  it("ships every eBook cover and PDF", () => {
    expectShipped(urls(ebookFiles));
  });
});
