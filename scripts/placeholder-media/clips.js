// @ts-check
// Placeholder media, part 2: the six-second clips, one per video and language.
// Each clip shows the poster scene of its video (written without the play symbol by media.js), a dark
// band with the title in that language and an honest line saying it is a placeholder, and a little
// amber car driving a progress bar along the bottom, with a fade in and out. H.264 (main profile,
// yuv420p, faststart), 640x360, 24 fps, no audio.
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { kb, loadClips, write } from "./files.js";

export const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const BOOK = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const SECONDS = 6;

/** The car of the progress bar (the poster car without its headlight). */
const CAR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="84" viewBox="-75 -68 150 84">' +
  '<path d="M-70 0V-26Q-70-34-60-36L-40-40-24-62Q-20-66-12-66H26Q34-66 40-60L56-40 66-36Q72-34 72-26V0Z" fill="#f2a541"/>' +
  '<path d="M-18-58H8V-40H-32Z" fill="#7fb3c8"/><path d="M14-58H30L46-40H14Z" fill="#7fb3c8"/>' +
  '<circle cx="-40" cy="0" r="15" fill="#1c2430"/><circle cx="42" cy="0" r="15" fill="#1c2430"/>' +
  '<circle cx="-40" cy="0" r="6" fill="#f3f6f8"/><circle cx="42" cy="0" r="6" fill="#f3f6f8"/></svg>\n';

/**
 * A drawtext filter. The text comes from a file, so that quotes, colons and accents in a title need
 * no escaping inside the filter graph.
 * @param {string} file @param {string} font @param {number} size @param {number} y
 * @param {string} [colour] @param {string} [fade] an alpha expression over t, for fading in
 */
function drawtext(file, font, size, y, colour = "white", fade) {
  const alpha = fade ? `:alpha='${fade}'` : "";
  return (
    `drawtext=fontfile=${font}:textfile=${file}:fontsize=${size}:fontcolor=${colour}` +
    `:x=(w-text_w)/2:y=${y}:shadowcolor=0x073a50:shadowx=1:shadowy=1${alpha}`
  );
}

/**
 * The ffmpeg arguments for one clip; writes the text files its drawtext filters read.
 * @param {string} build the scratch folder (scenes/<name>.svg and car.svg are there)
 * @param {string} name @param {string} locale @param {string[]} titleLines @param {string} note
 * @param {string} outFile
 */
export function clipArgs(build, name, locale, titleLines, note, outFile) {
  const work = path.join(build, "text");
  mkdirSync(work, { recursive: true });
  const tag = `${name}_${locale}`;
  // Title (one or two lines), then the placeholder note, centred in a dark band.
  /** @type {[number, number, number[], number]} band top and height, title lines' and note's y */
  const layout = titleLines.length === 1 ? [118, 124, [140], 200] : [100, 160, [120, 160], 218];
  const [bandY, bandH, titleYs, noteY] = layout;
  const filters = [
    "[0:v]scale=640:360,setsar=1,format=rgba",
    `drawbox=x=0:y=${bandY}:w=640:h=${bandH}:color=0x073a50@0.82:t=fill`,
    `drawbox=x=300:y=${noteY - 14}:w=40:h=3:color=0xf2a541:t=fill`,
  ];
  // At most two title lines fit the band: a third one would not be drawn.
  titleYs.slice(0, titleLines.length).forEach((y, i) => {
    const file = write(`${work}/${tag}_t${i}.txt`, titleLines[i] ?? "");
    filters.push(drawtext(file, BOLD, 30, y, "white", "min(1,t/0.8)"));
  });
  const noteFile = write(`${work}/${tag}_note.txt`, note);
  filters.push(drawtext(noteFile, BOOK, 16, noteY, "0xf3f6f8", "min(1,max(0,(t-0.6)/0.8))"));
  filters.push(
    `drawtext=fontfile=${BOLD}:text=MainDrive:fontsize=18:fontcolor=0xf2a541:x=18:y=16:shadowcolor=0x073a50:shadowx=1:shadowy=1`,
  );
  filters.push("drawbox=x=0:y=352:w=640:h=8:color=0xffffff@0.25:t=fill[bg]");
  const graph =
    filters.join(",") +
    ";" +
    "[1:v]scale=56:-1[car];" +
    `[bg][2:v]overlay=x='-640+640*t/${SECONDS}':y=352[bar];` +
    `[bar][car]overlay=x='-52+640*t/${SECONDS}':y=322,` +
    `fade=t=in:st=0:d=0.5,fade=t=out:st=${SECONDS - 0.5}:d=0.5,format=yuv420p[v]`;
  const t = String(SECONDS);
  return [
    ...["-nostdin", "-hide_banner", "-loglevel", "error", "-y"],
    ...["-loop", "1", "-framerate", "24", "-t", t, "-i", `${build}/scenes/${name}.svg`],
    ...["-loop", "1", "-framerate", "24", "-t", t, "-i", `${build}/car.svg`],
    ...["-f", "lavfi", "-i", `color=c=0xf2a541:s=640x8:r=24:d=${SECONDS}`],
    ...["-filter_complex", graph, "-map", "[v]", "-t", t, "-r", "24"],
    ...["-c:v", "libx264", "-preset", "slow", "-profile:v", "main", "-pix_fmt", "yuv420p", "-crf", "30"],
    ...["-movflags", "+faststart", "-an", outFile],
  ];
}

/**
 * Makes every clip of clips.json into `out`/videos, printing each with its size.
 * @param {string} out the media folder @param {string} build the scratch folder with the scenes
 * @returns {string[]} the files written
 */
export function makeClips(out, build) {
  const clips = loadClips();
  mkdirSync(path.join(out, "videos"), { recursive: true });
  write(path.join(build, "car.svg"), CAR);
  const written = [];
  for (const [name, titles] of Object.entries(clips.titles))
    for (const [locale, lines] of Object.entries(titles)) {
      const file = path.join(out, "videos", `${name}_${locale}.mp4`);
      const note = clips.placeholder[locale];
      if (note === undefined) throw new Error(`clips.json: no placeholder note in "${locale}"`);
      const result = spawnSync("ffmpeg", clipArgs(build, name, locale, lines, note, file), {
        stdio: "inherit",
      });
      if (result.status !== 0) throw new Error(`ffmpeg failed for ${file} (status ${result.status})`);
      console.log(`${file}  ${kb(statSync(file).size)}`);
      written.push(file);
    }
  return written;
}
