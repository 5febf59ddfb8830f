import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import type { Font } from "fontkit";

// The fonts of the invoice PDFs, and which one draws each run of a text. DejaVu Sans (Latin,
// Cyrillic, Greek, Arabic, the € sign) comes first; a character it lacks is drawn by the first
// fallback that has it: Noto Sans Math for the mathematical letters (𝐀), then UnifontEX, one file
// with a glyph for nearly every character of the Basic Multilingual Plane plus the emoji, so a
// Chinese, Japanese, Korean or emoji name prints as itself instead of empty boxes. All from npm
// packages, embedded as subsets (only the glyphs a document uses).

const require = createRequire(import.meta.url);

/** A file of a Fontsource package, which exports only its CSS and LICENSE. */
function fontsourceFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), "files", file);
}

const files = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  math: fontsourceFile("@fontsource/noto-sans-math", "noto-sans-math-latin-400-normal.woff"),
  everything: fontsourceFile("@fontsource/unifontex", "unifontex-latin-400-normal.woff"),
};

export type FontName = keyof typeof files;

const parsed: Partial<Record<FontName, Font>> = {};

/**
 * A font, parsed once per process and only when a document needs it: parsing took most of a
 * document's time (UnifontEX alone is 3 MB), and a purchase renders its invoice inside its
 * transaction. Each document still embeds its own subset.
 */
export function pdfFont(name: FontName): Font {
  return (parsed[name] ??= fontkit.create(readFileSync(files[name])) as Font);
}

const fallbacks: FontName[] = ["math", "everything"];

/** One stretch of a text that one font draws. */
export interface FontRun {
  font: FontName;
  text: string;
}

const isVariationSelector = (c: number) => (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe0100 && c <= 0xe01ef);
const isJoiner = (c: number) => c === 0x200c || c === 0x200d;

// Marks, joiners and variation selectors belong to the character before them (Unicode's grapheme
// clusters, UAX #29): they stay in its run, so an accent or an emoji's selector is never split off.
function continuesCluster(char: string, codePoint: number): boolean {
  return /^\p{M}$/u.test(char) || isJoiner(codePoint) || isVariationSelector(codePoint);
}

// Invisible format characters (zero-width space, joiners, direction marks, variation selectors,
// tags) that UnifontEX draws as dotted boxes: one the run's font lacks is left out, not boxed.
function invisible(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x2060 && codePoint <= 0x2064) ||
    (codePoint >= 0xe0000 && codePoint <= 0xe007f) ||
    isVariationSelector(codePoint)
  );
}

/**
 * Splits a text into runs, each drawn by the first font that has its characters: `primary` (the
 * regular or bold DejaVu) where it can, else the first fallback with the glyph, else `primary`.
 */
export function fontRuns(text: string, primary: "regular" | "bold"): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && continuesCluster(char, codePoint)) {
      if (pdfFont(last.font).hasGlyphForCodePoint(codePoint) || !invisible(codePoint)) last.text += char;
      continue;
    }
    if (invisible(codePoint) && !pdfFont(primary).hasGlyphForCodePoint(codePoint)) continue;
    const font = pdfFont(primary).hasGlyphForCodePoint(codePoint)
      ? primary
      : (fallbacks.find((name) => pdfFont(name).hasGlyphForCodePoint(codePoint)) ?? primary);
    // A space or punctuation mark both fonts have stays in the run it is in.
    if (last && last.font !== font && /^\s$/u.test(char)) last.text += char;
    else if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/**
 * A line of what the customer typed, each run in the font that has its glyphs: pdfkit continues
 * one paragraph across font changes (`continued`), so the runs sit side by side and wrap as one.
 */
export function typed(
  pdf: PDFKit.PDFDocument,
  text: string,
  left: number,
  options: PDFKit.Mixins.TextOptions,
  primary: "regular" | "bold",
): void {
  const runs = fontRuns(text, primary);
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    // A fallback is registered the first time a document needs it.
    if (run.font !== "regular" && run.font !== "bold") pdf.registerFont(run.font, pdfFont(run.font) as never);
    pdf.font(run.font satisfies FontName);
    if (index === 0) pdf.text(run.text, left, undefined, { ...options, continued: !last });
    else pdf.text(run.text, { continued: !last });
  });
}
