// @ts-check
// `npm run media:placeholders`: regenerates the placeholder media of the sales pages
// under public/media/:
//   - SVG posters of the new clips, illustrations, service pictures, team avatars, eBook covers and
//     the WebVTT captions (scripts/placeholder-media/media.js);
//   - the six-second clips per video and language, H.264 640x360 (scripts/placeholder-media/clips.js);
//   - the two downloadable eBooks as A4 PDFs per language (HTML from scripts/placeholder-media/ebooks.js,
//     printed by headless Chromium: scripts/placeholder-media/pdf.js).
// Needs ffmpeg (with librsvg, as in Debian), fonts-dejavu-core and chromium (Debian packages).
// Idempotent: every run overwrites the same files. Not run by CI: the files are committed, and the
// school replaces them with real ones under the same names (app/content/media.ts lists them all).
// The posters of the original seven videos (intro, conversion-assistance, ...) are hand-made and are
// not touched.
//
// Usage: node scripts/make-placeholder-media.js [out-dir] [--html-dir DIR] [--text-only]
//   out-dir      the media folder to write (or PLACEHOLDER_MEDIA_OUT); default public/media. A trial
//                run into another folder leaves the repository alone: the eBook HTML then goes to
//                <out-dir>/ebooks-html unless --html-dir says otherwise.
//   --html-dir   where the eBook HTML goes; default scripts/placeholder-media/ebooks (committed: the
//                content tests read it).
//   --text-only  only the SVG, captions and HTML (cheap, no ffmpeg or Chromium): to check that a
//                change to the drawings or texts gives the files expected.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BOLD, makeClips } from "./placeholder-media/clips.js";
import { writeEbookHtml } from "./placeholder-media/ebooks.js";
import { ROOT, onPath } from "./placeholder-media/files.js";
import { writeSvgAndCaptions } from "./placeholder-media/media.js";
import { printPdfs } from "./placeholder-media/pdf.js";

const DEFAULT_OUT = "public/media";
const DEFAULT_HTML = "scripts/placeholder-media/ebooks";

/**
 * Lists text files written, one line per folder (there are dozens of them; the clips and PDFs are
 * listed one by one with their sizes as they are made).
 * @param {string[]} files
 */
function summarise(files) {
  /** @type {Map<string, number>} */
  const perFolder = new Map();
  for (const file of files) perFolder.set(path.dirname(file), (perFolder.get(path.dirname(file)) ?? 0) + 1);
  for (const [folder, count] of perFolder) console.log(`${folder}/  ${count} files`);
}

/** @param {string[]} argv @returns {number} the exit status */
export function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "html-dir": { type: "string" }, "text-only": { type: "boolean", default: false } },
  });
  // Paths given are relative to where the command was run; the defaults are relative to the
  // repository root, as in the shell script this replaces (`cd` to the root, out=public/media).
  const given = positionals[0] ?? process.env.PLACEHOLDER_MEDIA_OUT;
  const out = given ? path.resolve(given) : DEFAULT_OUT;
  const htmlGiven = values["html-dir"];
  const htmlDir = htmlGiven ? path.resolve(htmlGiven) : given ? path.join(out, "ebooks-html") : DEFAULT_HTML;
  const textOnly = values["text-only"] ?? false;
  process.chdir(ROOT);

  if (!textOnly) {
    for (const tool of ["ffmpeg", "chromium"])
      if (!onPath(tool)) {
        console.error(`missing: ${tool}`);
        return 1;
      }
    if (!existsSync(BOLD)) {
      console.error("missing: fonts-dejavu-core");
      return 1;
    }
  }

  const build = mkdtempSync(path.join(os.tmpdir(), "maindrive-placeholder-media-"));
  try {
    summarise(writeSvgAndCaptions(out, build));
    if (!textOnly) makeClips(out, build);
    const html = writeEbookHtml(out, htmlDir);
    summarise(html);
    if (!textOnly) {
      printPdfs(html, out, build);
      spawnSync("du", ["-sh", out], { stdio: "inherit" });
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  return 0;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "make-placeholder-media.js")
) {
  process.exitCode = main(process.argv.slice(2));
}
