// @ts-check
// Posters of the new clips (1280 x 720): the student stories and success stories. The posters of the
// original seven videos (intro, conversion-assistance, ...) are hand-made and not drawn here.
import { car, carRear, licenceCard, person } from "./figures.js";
import { check, hills, play, skyline, tree } from "./shapes.js";
import { DEEP, DGREEN, GREEN, INK, MIST, NAVY, RED, SKY, SUN, TEAL, WHITE, svg } from "./svg.js";

/** A poster: the scene on a navy gradient, with the play symbol on top. @param {string} scene */
export function poster(scene) {
  return svg(
    1280,
    720,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${DEEP}"/></linearGradient></defs>` +
      '<rect width="1280" height="720" fill="url(#g)"/>' +
      scene +
      play(),
    null,
  );
}

/** @template T @param {number} n @param {(i: number) => T} f */
const times = (n, f) => Array.from({ length: n }, (_, i) => f(i));

const ROAD =
  `<path d="M0 585C400 550 900 620 1280 575V720H0Z" fill="${DGREEN}"/>` +
  `<path d="M0 628C400 598 900 668 1280 618V720H0Z" fill="${INK}"/>` +
  `<path d="M0 682C400 656 900 716 1280 672" fill="none" stroke="${MIST}" stroke-width="6" stroke-dasharray="60 50" opacity=".6"/>`;
const PAVE = `<rect y="575" width="1280" height="45" fill="${SKY}" opacity=".35"/><path d="M0 620H1280V720H0Z" fill="${INK}"/>`;
const STARS = /** @type {[number, number, number][]} */ ([
  [90, 80, 3],
  [260, 150, 2],
  [420, 60, 3],
  [880, 90, 2],
  [1040, 160, 3],
  [1200, 70, 2],
])
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${WHITE}" opacity=".5"/>`)
  .join("");

/** @param {[number, number][]} points */
function confetti(points) {
  const cols = [SUN, SKY, GREEN, WHITE];
  return points
    .map(
      ([x, y], i) =>
        `<rect x="${x}" y="${y}" width="14" height="8" rx="2" fill="${cols[i % 4]}" ` +
        `transform="rotate(${((i * 37) % 90) - 45} ${x} ${y})"/>`,
    )
    .join("");
}

// Passed in one week: a ticked week, the car, a cheering student in confetti.
const week = times(
  7,
  (i) =>
    `<rect x="${80 + i * 62}" y="90" width="50" height="50" rx="10" fill="${WHITE}" opacity=".14"/>` +
    check(105 + i * 62, 113, 1.0, SUN, 7),
).join("");
const hip1 =
  ROAD +
  week +
  car(330, 672, 1.6) +
  confetti([
    [930, 300],
    [1010, 250],
    [1100, 290],
    [1180, 350],
    [960, 390],
    [1150, 220],
  ]) +
  person(1060, 608, 1.6, SUN, "brown", 2, "short", "up");

// From manual to automatic: the H gear pattern, an arrow, the automatic selector.
const hPlate =
  `<rect x="110" y="120" width="190" height="190" rx="30" fill="${TEAL}"/>` +
  `<path d="M160 165V265M205 165V265M250 165V265M160 215H250" stroke="${WHITE}" stroke-width="10" stroke-linecap="round" opacity=".85"/>` +
  `<circle cx="205" cy="165" r="22" fill="${SUN}"/>`;
const aPlate =
  `<rect x="980" y="120" width="190" height="190" rx="30" fill="${TEAL}"/>` +
  `<rect x="1066" y="150" width="18" height="130" rx="9" fill="${DEEP}"/>` +
  times(
    4,
    (i) =>
      `<circle cx="1120" cy="${160 + i * 36}" r="8" fill="${WHITE}" opacity="${i === 3 ? "1" : "0.5"}"/>`,
  ).join("") +
  `<circle cx="1075" cy="268" r="22" fill="${SUN}"/>`;
const arrow =
  `<path d="M330 215H420" stroke="${SUN}" stroke-width="12" stroke-linecap="round" stroke-dasharray="2 26"/>` +
  `<path d="M860 215H940" stroke="${SUN}" stroke-width="12" stroke-linecap="round" stroke-dasharray="2 26"/><path d="M935 195L965 215L935 235Z" fill="${SUN}"/>`;
const hip2 =
  ROAD +
  hPlate +
  aPlate +
  arrow +
  car(900, 680, 1.6, SKY) +
  person(330, 604, 1.6, GREEN, "dark", 1, "long", "wave");

// The new licence in hand, in front of the skyline.
const story1 =
  skyline(700, 590, 1.2, TEAL) +
  ROAD +
  person(300, 606, 1.8, SUN, "black", 3, "curly", "hold") +
  licenceCard(232, 470, 0.8) +
  person(1040, 600, 1.7, SKY, "blond", 0, "short", "wave");

// City traffic: a green light, a zebra crossing.
const tlight =
  `<rect x="214" y="300" width="24" height="300" fill="${INK}"/>` +
  `<rect x="178" y="150" width="96" height="230" rx="18" fill="${INK}"/>` +
  `<circle cx="226" cy="196" r="26" fill="${RED}" opacity=".35"/><circle cx="226" cy="265" r="26" fill="${SUN}" opacity=".35"/>` +
  `<circle cx="226" cy="334" r="26" fill="${GREEN}"/><circle cx="226" cy="334" r="40" fill="${GREEN}" opacity=".25"/>`;
const zebra = times(
  4,
  (i) =>
    `<path d="M${420 + i * 70} 630L${460 + i * 70} 630L${440 + i * 70} 710L${390 + i * 70} 710Z" fill="${MIST}" opacity=".8"/>`,
).join("");
const story2 =
  PAVE + zebra + tlight + skyline(760, 590, 0.9, TEAL) + car(980, 640, 1.6, SUN) + tree(90, 590, 1.4, DGREEN);

// The motorway: a sign gantry over the lanes, seen from behind the car.
const gantry =
  `<rect x="330" y="110" width="12" height="480" fill="${INK}"/><rect x="938" y="110" width="12" height="480" fill="${INK}"/>` +
  `<rect x="330" y="104" width="620" height="14" fill="${INK}"/>` +
  `<rect x="370" y="124" width="230" height="100" rx="12" fill="#1f5fa8" stroke="${WHITE}" stroke-width="6"/>` +
  `<rect x="680" y="124" width="230" height="100" rx="12" fill="#1f5fa8" stroke="${WHITE}" stroke-width="6"/>` +
  `<path d="M485 210V160M485 146L463 172H507Z" stroke="${WHITE}" stroke-width="12" fill="${WHITE}"/>` +
  `<path d="M780 210V182Q780 160 806 156M818 156L794 138V174Z" stroke="${WHITE}" stroke-width="12" fill="${WHITE}"/>`;
const story3 =
  hills(1280, 520, TEAL, "#0a4760") +
  `<path d="M200 720L600 440H680L1080 720Z" fill="${INK}"/>` +
  `<path d="M637 460H643V490H637ZM634 530H646V580H634ZM630 630H650V700H630Z" fill="${MIST}"/>` +
  gantry +
  carRear(800, 690, 1.25);

// Parking: bays, a meter, the car curving into its space.
const bays = [120, 400, 680, 960, 1240]
  .map((x) => `<rect x="${x}" y="630" width="8" height="80" fill="${MIST}" opacity=".8"/>`)
  .join("");
const meter =
  `<rect x="1130" y="420" width="14" height="180" fill="${INK}"/><rect x="1108" y="370" width="58" height="80" rx="14" fill="${SKY}"/>` +
  `<rect x="1120" y="384" width="34" height="24" rx="4" fill="${DEEP}"/>`;
const story4 =
  PAVE +
  bays +
  car(260, 680, 1.5, SKY) +
  car(1100, 680, 1.5, GREEN) +
  meter +
  car(690, 680, 1.5, SUN) +
  `<path d="M900 520Q800 470 720 540" fill="none" stroke="${WHITE}" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"/>` +
  `<path d="M704 520L716 556L744 532Z" fill="${WHITE}"/>` +
  tree(80, 590, 1.5);

// Evening over the Main: the skyline with lit windows, a bridge, the river.
const bridge =
  `<path d="M300 560Q420 480 540 560Q660 480 780 560Q900 480 1020 560" fill="none" stroke="${INK}" stroke-width="10"/>` +
  `<rect x="260" y="555" width="800" height="10" fill="${INK}"/>` +
  [360, 420, 480, 600, 660, 720, 840, 900, 960]
    .map((x) => `<rect x="${x}" y="520" width="6" height="40" fill="${INK}"/>`)
    .join("");
const windows = [
  [380, 330],
  [400, 380],
  [380, 430],
  [540, 300],
  [520, 350],
  [560, 420],
  [780, 250],
  [800, 310],
  [780, 370],
  [1040, 330],
  [1060, 400],
  [420, 480],
  [800, 460],
]
  .map(([x, y]) => `<rect x="${x}" y="${y}" width="10" height="14" fill="${SUN}" opacity=".8"/>`)
  .join("");
const waves = [
  [90, 610, 80],
  [380, 640, 120],
  [760, 620, 90],
  [1060, 650, 110],
  [200, 690, 70],
  [920, 700, 60],
]
  .map(
    ([x, y, w]) =>
      `<path d="M${x} ${y}h${w}" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  )
  .join("");
const story5 =
  `<circle cx="1010" cy="250" r="110" fill="${SUN}"/>` +
  skyline(160, 560, 1.3, TEAL) +
  windows +
  `<rect x="0" y="560" width="1280" height="160" fill="${SKY}" opacity=".55"/>` +
  bridge +
  waves +
  `<rect x="0" y="690" width="1280" height="30" fill="${DGREEN}"/>`;

// A practice course with cones, the driving-school car, instructor and student, at night.
const cones = [800, 900, 1000, 1100, 1200]
  .map(
    (x) =>
      `<path d="M${x - 18} 690L${x - 5} 640H${x + 5}L${x + 18} 690Z" fill="${SUN}"/>` +
      `<rect x="${x - 10}" y="658" width="20" height="8" fill="${WHITE}"/>`,
  )
  .join("");
const story6 =
  PAVE +
  cones +
  car(520, 668, 2.0, WHITE, { sign: true, win: SKY }) +
  person(170, 604, 1.6, SUN, "brown", 1, "short", "wave") +
  person(1000, 604, 1.6, SKY, "black", 3, "bun", "down") +
  STARS;

/** The scenes by video name; poster() frames them. */
export const posterScenes = {
  "hip-student-1": hip1,
  "hip-student-2": hip2,
  "story-1": story1,
  "story-2": story2,
  "story-3": story3,
  "story-4": story4,
  "story-5": story5,
  "story-6": story6,
};
