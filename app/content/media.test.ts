import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultShareImage, videos } from "./media";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

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
});
