import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { highwaySigns } from "./highway-signs";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

/** The width and height attributes of an SVG file's root element. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, "utf8"))?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(root)?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

describe("highway signs", () => {
  it("has ten signs with unique ids, each drawn in public/ under its id", () => {
    expect(highwaySigns).toHaveLength(10);
    expect(new Set(highwaySigns.map((sign) => sign.id)).size).toBe(10);
    for (const sign of highwaySigns) {
      expect(sign.image).toBe(`/media/signs/${sign.id}.svg`);
      expect(existsSync(publicFile(sign.image)), sign.image).toBe(true);
    }
  });

  it("gives every drawing its real size, so the page reserves the right space", () => {
    for (const sign of highwaySigns) {
      expect(svgSize(publicFile(sign.image)), sign.id).toEqual({ width: sign.width, height: sign.height });
    }
  });

  it("has a name and an explanation in both languages", () => {
    for (const sign of highwaySigns) {
      for (const locale of ["en", "es"] as const) {
        expect(sign.name[locale].trim(), sign.id).not.toBe("");
        expect(sign.explanation[locale].length, sign.id).toBeGreaterThan(80);
      }
    }
  });

  it("keeps the speed facts and only signs with legal effect", () => {
    const byId = (id: string) => highwaySigns.find((sign) => sign.id === id);
    expect(byId("speed-limit-80-wet")?.name.en).toContain("80 km/h when wet");
    expect(byId("speed-limit-80-night")?.name.en).toContain("80 km/h from 22:00 to 06:00");
    expect(byId("minimum-speed-80-left-lane")?.name.en).toContain("Minimum speed 80 km/h");
    expect(byId("minimum-speed-50-left-lane")?.name.en).toContain("Minimum speed 50 km/h");
    // Zeichen 380 (recommended speed) lost its legal effect in 2022.
    expect(highwaySigns.map((sign) => sign.signNumber)).not.toContain("Zeichen 380");
  });
});
