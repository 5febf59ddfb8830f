// @ts-check
// Building blocks of the scenery: sky, trees, the Frankfurt skyline, hills, marks and symbols.
// Flat shapes in the house palette, the same visual language as public/media/trips, tips and blog.
import { DEEP, DGREEN, GREEN, INK, NAVY, SKY, SUN, WHITE, g, pyFixed, pyFloat } from "./svg.js";

/** @param {number} x @param {number} y @param {number} [s] */
export function cloud(x, y, s = 1.0) {
  return g(
    x,
    y,
    s,
    `<g fill="${WHITE}"><ellipse cx="0" cy="0" rx="46" ry="18"/>` +
      '<ellipse cx="-18" cy="-12" rx="22" ry="18"/><ellipse cx="16" cy="-16" rx="26" ry="20"/></g>',
  );
}

/** @param {number} x @param {number} y @param {number} [r] */
export function sun(x, y, r = 42) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${SUN}"/>`;
}

/** @param {number} x @param {number} y @param {number} [s] @param {string} [col] */
export function tree(x, y, s = 1.0, col = DGREEN) {
  return g(
    x,
    y,
    s,
    `<rect x="-5" y="-20" width="10" height="22" fill="${INK}"/><path d="M0-90L-28-18H28Z" fill="${col}"/>`,
  );
}

/** The round play symbol of a poster, centred on (cx, cy). @param {number} [cx] @param {number} [cy] */
export function play(cx = 640, cy = 320) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="84" fill="${WHITE}" opacity="0.95"/>` +
    `<path d="M${cx - 25} ${cy - 45}L${cx - 25} ${cy + 45}L${cx + 50} ${cy}Z" fill="${NAVY}"/>`
  );
}

/**
 * A tick mark around (x, y); s is a float, so the computed corners print as floats (`93.0`).
 * @param {number} x @param {number} y @param {number} [s] @param {string} [col] @param {number} [w]
 */
export function check(x, y, s = 1.0, col = SUN, w = 8) {
  const f = pyFloat;
  return (
    `<path d="M${f(x - 12 * s)} ${y}L${f(x - 3 * s)} ${f(y + 9 * s)}L${f(x + 13 * s)} ${f(y - 9 * s)}" ` +
    `fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/**
 * Frankfurt, stylised: Dom spire, Main Tower, Commerzbank, Messeturm, twin towers, ECB.
 * @param {number} x0 @param {number} base @param {number} [s] @param {string} [col]
 */
export function skyline(x0, base, s = 1.0, col = DEEP) {
  const shapes = [
    '<path d="M0 0V-90H30V-140L45-190L60-140V-90H70V0Z"/>', // Dom
    '<rect x="90" y="-160" width="44" height="160"/>',
    '<path d="M150 0V-260Q150-272 172-274Q194-272 194-260V0Z"/><rect x="170" y="-318" width="4" height="46"/>', // Main Tower
    '<rect x="210" y="-210" width="56" height="210"/><rect x="272" y="-236" width="40" height="236"/>', // twin towers
    '<path d="M330 0V-300L352-300V-312H374V-300L396-300V0Z"/><rect x="361" y="-360" width="4" height="50"/>', // Commerzbank
    '<rect x="410" y="-130" width="50" height="130"/>',
    '<path d="M474 0V-280H522V0Z"/><path d="M474-280L498-326L522-280Z"/>', // Messeturm
    '<path d="M540 0V-180Q568-200 596-180V0Z"/>', // Westend
    '<path d="M612 0L618-220L648-226L652 0Z"/><path d="M656 0L660-200L690-196L694 0Z"/>', // ECB
    '<rect x="706" y="-110" width="46" height="110"/>',
  ];
  return g(x0, base, s, `<g fill="${col}">${shapes.join("")}</g>`);
}

/**
 * Two layers of rolling hills across the width w, their front edge near y.
 * @param {number} w @param {number} y @param {string} [back] @param {string} [front]
 */
export function hills(w, y, back = GREEN, front = DGREEN) {
  /** @param {number} k */
  const at = (k) => pyFixed(w * k, 0);
  return (
    `<path d="M0 ${y - 40}C${at(0.2)} ${y - 110} ${at(0.4)} ${y - 50} ${at(0.55)} ${y - 80}` +
    `S${at(0.85)} ${y - 120} ${w} ${y - 60}V${y + 400}H0Z" fill="${back}"/>` +
    `<path d="M0 ${y}C${at(0.25)} ${y - 45} ${at(0.55)} ${y + 20} ${w} ${y - 25}V${y + 400}H0Z" fill="${front}"/>`
  );
}

/**
 * Rounded bars standing for lines of text (illustrations carry no words).
 * @param {number} x @param {number} y @param {number[]} widths
 * @param {number} [gap] @param {number} [h] @param {string} [col]
 */
export function lines(x, y, widths, gap = 30, h = 12, col = SKY) {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${pyFloat(h / 2)}" fill="${col}"/>`,
    )
    .join("");
}

/** A steering wheel. @param {number} x @param {number} y @param {number} r @param {string} [col] */
export function wheel(x, y, r, col = INK) {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${col}" stroke-width="${pyFixed(r * 0.18, 0)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${pyFixed(r * 0.22, 0)}" fill="${col}"/>` +
    `<path d="M${x - r} ${y}H${x + r}M${x} ${y}V${y + r}" stroke="${col}" stroke-width="${pyFixed(r * 0.16, 0)}"/>`
  );
}

/** @type {Record<"r" | "t" | "l" | "b", [number, number]>} */
const GAP_UNIT = { r: [1, 0], t: [0, -1], l: [-1, 0], b: [0, 1] };

/**
 * A Landolt ring (the C of the German eye test) with its gap to the right/top/left/bottom.
 * @param {number} x @param {number} y @param {number} r
 * @param {"r" | "t" | "l" | "b"} gapDir @param {string} [col]
 */
export function landolt(x, y, r, gapDir, col = INK) {
  const w = r * 0.4;
  const [ux, uy] = GAP_UNIT[gapDir];
  const gx = ux * r;
  const gy = uy * r;
  // The same operations in the same order as the Python, so the floats round the same way.
  const rx = x + gx - w / 2 - (gx > 0 ? w / 2 : 0) + (gx < 0 ? w / 2 : 0);
  const ry = y + gy - w / 2 - (gy > 0 ? w / 2 : 0) + (gy < 0 ? w / 2 : 0);
  return (
    `<circle cx="${x}" cy="${y}" r="${pyFixed(r - w / 2, 1)}" fill="none" stroke="${col}" stroke-width="${pyFixed(w, 1)}"/>` +
    `<rect x="${pyFixed(rx, 1)}" y="${pyFixed(ry, 1)}" ` +
    `width="${pyFixed(w, 1)}" height="${pyFixed(w, 1)}" fill="${WHITE}"/>`
  );
}
