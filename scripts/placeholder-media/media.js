// @ts-check
// Placeholder media, part 1: the SVG files and the captions.
// Flat illustrations in the house palette: posters of the new clips, home/about illustrations,
// service pictures, team avatars and eBook covers. Illustrations carry no text; only the eBook covers
// do. Also writes the WebVTT captions and, for the clips, scene-only copies of every poster (no play
// symbol) into the build folder. The school replaces any file with a real one under the same name
// (app/content/media.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { vtt } from "./captions.js";
import { COVER_TITLES, cover, coverArt } from "./covers.js";
import { ROOT, loadClips, write } from "./files.js";
import { aboutHistory, aboutMission, homeHero } from "./illustrations.js";
import { poster, posterScenes } from "./posters.js";
import { services } from "./services.js";
import { svg } from "./svg.js";
import { team } from "./team.js";

/** The play symbol of a poster (shapes.js play()), which a playing clip must not show. */
const PLAY_SYMBOL = /<circle cx="640" cy="320" r="84"[^>]*\/>\s*<path d="M615 275[^>]*\/>/g;

/**
 * The clip background: the poster without its play symbol.
 * @param {string} posterSvg
 */
export const clipScene = (posterSvg) => posterSvg.replace(PLAY_SYMBOL, "");

/**
 * Writes the SVG files and captions under `out` and the clip scenes under `build`/scenes.
 * @param {string} out the media folder (public/media)
 * @param {string} build a scratch folder for the clips
 * @returns {string[]} the files written
 */
export function writeSvgAndCaptions(out, build) {
  const written = [];
  for (const [name, scene] of Object.entries(posterScenes))
    written.push(write(path.join(out, "posters", `${name}.svg`), poster(scene)));
  written.push(write(path.join(out, "illustrations", "home-hero.svg"), homeHero()));
  written.push(write(path.join(out, "illustrations", "about-mission.svg"), aboutMission()));
  written.push(write(path.join(out, "illustrations", "about-history.svg"), aboutHistory()));
  for (const [name, body] of Object.entries(services()))
    written.push(write(path.join(out, "services", `${name}.svg`), svg(800, 500, body)));
  for (const [name, text] of Object.entries(team()))
    written.push(write(path.join(out, "team", `${name}.svg`), text));
  const arts = coverArt();
  for (const [name, titles] of Object.entries(COVER_TITLES)) {
    const [col, art] = arts[/** @type {keyof typeof COVER_TITLES} */ (name)];
    for (const [locale, lines] of Object.entries(titles))
      written.push(write(path.join(out, "ebooks", `${name}_${locale}.svg`), cover(lines, col, art)));
  }

  const clips = loadClips();
  for (const [name, titles] of Object.entries(clips.titles)) {
    for (const [locale, title] of Object.entries(titles)) {
      const note = clips.placeholder[locale];
      if (note === undefined) throw new Error(`clips.json: no placeholder note in "${locale}"`);
      written.push(write(path.join(out, "captions", `${name}_${locale}.vtt`), vtt(title, note)));
    }
    write(path.join(build, "scenes", `${name}.svg`), clipScene(readFileSync(posterFile(out, name), "utf8")));
  }
  return written;
}

/**
 * The poster of a clip. The original seven are hand-made and only in public/media; a run into
 * another folder (a trial) takes them from there.
 * @param {string} out @param {string} name
 */
function posterFile(out, name) {
  const file = path.join(out, "posters", `${name}.svg`);
  return existsSync(file) ? file : path.join(ROOT, "public", "media", "posters", `${name}.svg`);
}
