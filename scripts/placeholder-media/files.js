// @ts-check
// File and tool helpers shared by the placeholder media generators.
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** This folder (scripts/placeholder-media). */
export const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const ROOT = path.resolve(HERE, "..", "..");

/**
 * Writes a UTF-8 text file, creating its folder; returns the path (to be listed as written).
 * @param {string} file @param {string} text
 */
export function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text, "utf8");
  return file;
}

/**
 * @typedef {{
 *   placeholder: Record<string, string>,
 *   titles: Record<string, Record<string, string[]>>,
 * }} Clips
 * `placeholder`: the honest "this is a placeholder" line per language; `titles`: the title lines of
 * each clip per language (one or two lines), in the order the clips are made.
 */

/** @returns {Clips} clips.json, the data shared by the captions and the clips. */
export function loadClips() {
  return JSON.parse(readFileSync(path.join(HERE, "clips.json"), "utf8"));
}

/**
 * Whether an executable of that name is on the PATH (what `command -v` checked in the shell script).
 * @param {string} tool
 */
export function onPath(tool) {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(path.join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * A file's size as the shell script printed it ("123 KB", whole KiB rounded down).
 * @param {number} bytes
 */
export const kb = (bytes) => `${Math.floor(bytes / 1024)} KB`;
