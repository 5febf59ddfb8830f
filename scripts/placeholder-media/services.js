// @ts-check
// The service pictures of the services and prices page (800 x 500, drawn on the MIST background).
import { car, carRear, licenceCard, person } from "./figures.js";
import { check, hills, landolt, lines, wheel } from "./shapes.js";
import { DEEP, INK, NAVY, OCHRE, PALE, PINK, SKY, SUN, WHITE, g, pyFixed, pyFloat } from "./svg.js";

/** A first aid kit. @param {number} x @param {number} y @param {string} col @param {number} [s] */
function kit(x, y, col, s = 1.0) {
  return g(
    x,
    y,
    s,
    `<rect x="-40" y="-135" width="80" height="40" rx="14" fill="none" stroke="${col}" stroke-width="14"/>` +
      `<rect x="-130" y="-110" width="260" height="190" rx="22" fill="${col}"/>` +
      `<rect x="-22" y="-72" width="44" height="114" rx="4" fill="${WHITE}"/><rect x="-57" y="-37" width="114" height="44" rx="4" fill="${WHITE}"/>`,
  );
}

/** A heart with a pulse line. @param {number} x @param {number} y @param {string} col @param {number} [s] */
function heartPulse(x, y, col, s = 1.0) {
  return g(
    x,
    y,
    s,
    `<path d="M0 40C-70-10-60-70-20-70C-8-70 0-60 0-50C0-60 8-70 20-70C60-70 70-10 0 40Z" fill="${col}"/>` +
      `<path d="M-56-20H-24L-14-44L0 6L12-28L20-20H56" fill="none" stroke="${WHITE}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
}

/** The German eye test chart: Landolt rings getting smaller. @param {number} x @param {number} y @param {number} [s] */
function eyeChart(x, y, s = 1.0) {
  /** @type {[number, number, number, "r" | "t" | "l" | "b"][]} */
  const rows = [
    [0, 0, 26, "r"],
    [-34, 64, 16, "t"],
    [34, 64, 16, "l"],
    [-50, 110, 10, "b"],
    [0, 110, 10, "r"],
    [50, 110, 10, "t"],
  ];
  return g(
    x,
    y,
    s,
    `<rect x="-90" y="-50" width="180" height="200" rx="12" fill="${WHITE}" stroke="${PALE}" stroke-width="4"/>` +
      rows.map(([cx, cy, r, d]) => landolt(cx, cy, r, d)).join(""),
  );
}

/** Licence conversion: the application form, a stamp, the foreign licence turning into the German one. */
function conversion() {
  const ground = `<ellipse cx="400" cy="440" rx="330" ry="26" fill="${PALE}"/>`;
  /** @type {[number, number][]} */
  const rows = [
    [110, 130],
    [160, 100],
    [210, 140],
    [260, 110],
  ];
  const form =
    `<rect x="110" y="70" width="240" height="320" rx="12" fill="${WHITE}" stroke="${PALE}" stroke-width="4"/>` +
    rows
      .map(
        ([y, w]) =>
          `<rect x="140" y="${y}" width="26" height="26" rx="5" fill="none" stroke="${SKY}" stroke-width="4"/>` +
          check(153, y + 12, 0.9, SUN, 6) +
          `<rect x="182" y="${y + 7}" width="${w}" height="12" rx="6" fill="${SKY}"/>`,
      )
      .join("") +
    `<circle cx="290" cy="340" r="34" fill="none" stroke="${NAVY}" stroke-width="7"/><circle cx="290" cy="340" r="18" fill="${NAVY}" opacity=".5"/>`;
  const stamp =
    `<rect x="300" y="230" width="80" height="24" rx="6" fill="${INK}"/><rect x="328" y="170" width="24" height="64" rx="6" fill="${OCHRE}"/>` +
    `<circle cx="340" cy="160" r="22" fill="${OCHRE}"/>`;
  const old = g(
    430,
    130,
    0.9,
    `<rect width="170" height="108" rx="10" fill="${SKY}"/><rect x="12" y="18" width="46" height="58" rx="4" fill="${WHITE}" opacity=".7"/>` +
      lines(72, 24, [78, 60, 70], 20, 8, WHITE),
  );
  return (
    ground +
    form +
    stamp +
    old +
    `<path d="M595 245Q640 250 640 290" fill="none" stroke="${SUN}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M622 282L640 312L658 282Z" fill="${SUN}"/>` +
    licenceCard(520, 320, 1.0)
  );
}

/** The first aid courses (English: with the eye test; Spanish: with a plaster and a clock). */
function firstAid() {
  const ground = `<ellipse cx="400" cy="440" rx="330" ry="26" fill="${PALE}"/>`;
  const en =
    ground +
    kit(300, 300, NAVY) +
    eyeChart(600, 180, 1.0) +
    `<path d="M540 360h50a22 22 0 0 1 44 0h50" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="562" cy="370" r="22" fill="none" stroke="${INK}" stroke-width="6"/><circle cx="662" cy="370" r="22" fill="none" stroke="${INK}" stroke-width="6"/>` +
    heartPulse(130, 150, SKY, 0.7);
  const es =
    ground +
    kit(500, 300, SUN) +
    heartPulse(210, 200, NAVY, 1.0) +
    `<g transform="rotate(-20 210 380)"><rect x="130" y="360" width="160" height="44" rx="22" fill="${WHITE}" stroke="${PALE}" stroke-width="4"/>` +
    `<rect x="185" y="360" width="50" height="44" fill="${PINK}"/></g>` +
    `<circle cx="690" cy="140" r="40" fill="${WHITE}" stroke="${SUN}" stroke-width="10"/><path d="M690 112V140L708 152" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
  return { en, es };
}

/** Understand the examiner: the dashboard, the examiner with a clipboard, a direction in a speech bubble. */
function examiner() {
  return (
    `<ellipse cx="400" cy="440" rx="330" ry="26" fill="${PALE}"/>` +
    `<rect x="60" y="300" width="680" height="140" rx="30" fill="${DEEP}"/>` +
    wheel(230, 380, 90, INK) +
    person(520, 440, 1.7, NAVY, "black", 1, "short", "hold") +
    `<rect x="488" y="300" width="64" height="84" rx="6" fill="${WHITE}" stroke="${OCHRE}" stroke-width="5"/>` +
    lines(498, 318, [44, 36, 40], 18, 7, SKY) +
    `<rect x="560" y="60" width="200" height="130" rx="20" fill="${WHITE}"/><path d="M590 188L566 230L630 188Z" fill="${WHITE}"/>` +
    `<path d="M640 160V120Q640 100 660 100H690M686 82L712 100L686 118Z" stroke="${NAVY}" stroke-width="14" fill="${NAVY}" stroke-linejoin="round"/>`
  );
}

/** High intensity training: the car on a fast road with chevrons, speed lines and a stopwatch. */
function highIntensity() {
  // d is a Python int and 0.15 a float: the x coordinates print as floats (360.0).
  const chevrons = [0, 60, 130]
    .map(
      (d) =>
        `<path d="M${pyFloat(360 + d * 0.15)} ${190 + d}L400 ${170 + d}L${pyFloat(440 - d * 0.15)} ${190 + d}" ` +
        `fill="none" stroke="${SUN}" stroke-width="${pyFixed(8 + d / 12, 0)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
  const speed = [
    [560, 390, 90],
    [590, 420, 120],
    [570, 450, 70],
  ]
    .map(
      ([x, y, w]) =>
        `<path d="M${x} ${y}h${w}" stroke="${WHITE}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`,
    )
    .join("");
  return (
    `<rect width="800" height="500" fill="${SKY}"/>` +
    hills(800, 300) +
    `<path d="M90 500L370 150H430L710 500Z" fill="${INK}"/>` +
    chevrons +
    speed +
    carRear(470, 470, 1.0) +
    `<circle cx="140" cy="120" r="54" fill="${WHITE}" stroke="${NAVY}" stroke-width="10"/><rect x="130" y="50" width="20" height="18" rx="3" fill="${NAVY}"/>` +
    `<path d="M140 120V88M140 120L162 132" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`
  );
}

/** Weekly classes: a calendar with one day ticked every week, the car and a clock. */
function weekly() {
  const days = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++)
      days.push(
        `<rect x="${135 + c * 64}" y="${168 + r * 58}" width="46" height="40" rx="6" fill="${c === 2 ? SUN : PALE}"/>`,
      );
  const ticks = [0, 1, 2, 3].map((r) => check(158 + 2 * 64, 188 + r * 58, 0.8, WHITE, 6));
  const cal =
    `<rect x="110" y="80" width="360" height="330" rx="16" fill="${WHITE}" stroke="${PALE}" stroke-width="4"/>` +
    `<rect x="110" y="80" width="360" height="64" rx="16" fill="${NAVY}"/><rect x="110" y="120" width="360" height="24" fill="${NAVY}"/>` +
    `<rect x="170" y="62" width="14" height="40" rx="7" fill="${INK}"/><rect x="396" y="62" width="14" height="40" rx="7" fill="${INK}"/>` +
    days.join("") +
    ticks.join("");
  return (
    `<ellipse cx="400" cy="440" rx="330" ry="26" fill="${PALE}"/>` +
    cal +
    car(610, 420, 1.3, SUN) +
    `<circle cx="640" cy="160" r="70" fill="${WHITE}" stroke="${NAVY}" stroke-width="10"/><path d="M640 160V112M640 160L674 180" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** The picture bodies by service id, in the order they are written. */
export function services() {
  const aid = firstAid();
  return {
    "conversion-assistance": conversion(),
    "english-first-aid-course": aid.en,
    "spanish-first-aid-course": aid.es,
    "understand-the-examiner": examiner(),
    "high-intense-training": highIntensity(),
    "weekly-classes": weekly(),
  };
}
