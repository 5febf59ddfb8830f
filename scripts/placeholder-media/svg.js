// @ts-check
// The house palette and the SVG primitives of the placeholder media (scripts/make-placeholder-media.js).
// The generator was first written in Python and its SVG files are committed; these helpers print
// numbers the way Python did, so that a rerun gives byte-identical files (a diff then shows only
// real drawing changes).

export const NAVY = "#0b4f6c";
export const DEEP = "#073a50";
export const SUN = "#f2a541";
export const OCHRE = "#c97d0f";
export const SKY = "#7fb3c8";
export const GREEN = "#9bc59d";
export const DGREEN = "#6f9f74";
export const INK = "#1c2430";
export const MIST = "#f3f6f8";
export const WHITE = "#ffffff";
export const TEAL = "#0e5c7d";
export const RED = "#c8453b";
export const PINK = "#f4c7cc";
export const PALE = "#dde9ef";
/** Skin tones, light to dark; a figure picks one by index. */
export const SKIN = /** @type {const} */ (["#f1c9a5", "#e0b48f", "#c68e64", "#8d5a3b"]);
export const HAIR = /** @type {const} */ ({
  black: "#1f1a17",
  brown: "#6b3e22",
  dark: "#3a2416",
  blond: "#d9a441",
  red: "#a0522d",
});
/** @typedef {0 | 1 | 2 | 3} Skin */
/** @typedef {keyof typeof HAIR} Hair */
export const FONT = "DejaVu Sans, Arial, sans-serif";

// ---------------------------------------------------------------- numbers as Python printed them
// JavaScript has one number type; Python told integers from floats. Where the Python code computed a
// float, the port says so by formatting with these (`12.0`, not `12`).

/**
 * `str(x)` of a Python float: the shortest round-trip digits (as JavaScript's), with `.0` on whole
 * numbers and the sign of a negative zero.
 * @param {number} x
 */
export function pyFloat(x) {
  if (Object.is(x, -0)) return "-0.0";
  return Number.isInteger(x) ? `${x}.0` : String(x);
}

/**
 * Python's `f"{x:.{digits}f}"`. `toFixed` rounds an exact tie (2.5) up, Python to even; the exact
 * binary value (toFixed(100) is exact for the magnitudes drawn here) tells whether there is a tie.
 * @param {number} x
 * @param {number} digits
 */
export function pyFixed(x, digits) {
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const abs = Math.abs(x);
  const [whole = "", fraction = ""] = abs.toFixed(100).split(".");
  const tie = fraction[digits] === "5" && /^0*$/.test(fraction.slice(digits + 1));
  const kept = fraction.slice(0, digits);
  const last = Number((digits ? kept : whole).slice(-1));
  const rounded = tie && last % 2 === 0 ? (digits ? `${whole}.${kept}` : whole) : abs.toFixed(digits);
  return sign + rounded;
}

/**
 * Python's `round(x)` (to an integer, halves to even), unlike `Math.round` (halves up).
 * @param {number} x
 */
export function pyRound(x) {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

// ---------------------------------------------------------------- documents and groups

/**
 * A whole SVG file, with a background rectangle unless `bg` is null.
 * @param {number} w
 * @param {number} h
 * @param {string} body
 * @param {string | null} [bg]
 */
export function svg(w, h, body, bg = MIST) {
  const bgrect = bg ? `<rect width="${w}" height="${h}" fill="${bg}"/>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `${bgrect}${body}</svg>\n`
  );
}

/**
 * A group moved to (x, y) (whole numbers) and scaled by s (always a Python float there: `scale(1.0)`),
 * mirrored when `flip`.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} body
 * @param {boolean} [flip]
 */
export function g(x, y, s, body, flip = false) {
  const sc = flip ? `scale(${pyFloat(-s)} ${pyFloat(s)})` : `scale(${pyFloat(s)})`;
  return `<g transform="translate(${x} ${y}) ${sc}">${body}</g>`;
}
