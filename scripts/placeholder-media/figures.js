// @ts-check
// The recurring figures of the placeholder media: cars (side and rear), people, the licence card.
import { DEEP, HAIR, INK, MIST, NAVY, OCHRE, PINK, SKIN, SKY, SUN, WHITE, g } from "./svg.js";

/**
 * Side view, facing right; (x, y) is the centre of the wheels. `sign` puts a driving-school sign on
 * the roof (amber, or white on an amber car).
 * @param {number} x @param {number} y @param {number} [s] @param {string} [col]
 * @param {{ sign?: boolean, win?: string }} [options]
 */
export function car(x, y, s = 1.0, col = SUN, { sign = false, win = SKY } = {}) {
  const roof = sign
    ? `<rect x="-14" y="-80" width="36" height="15" rx="4" fill="${col !== SUN ? SUN : WHITE}"/>`
    : "";
  return g(
    x,
    y,
    s,
    roof +
      `<path d="M-70 0V-26Q-70-34-60-36L-40-40-24-62Q-20-66-12-66H26Q34-66 40-60L56-40 66-36Q72-34 72-26V0Z" fill="${col}"/>` +
      `<path d="M-18-58H8V-40H-32Z" fill="${win}"/><path d="M14-58H30L46-40H14Z" fill="${win}"/>` +
      `<rect x="62" y="-30" width="10" height="7" rx="2" fill="${WHITE}" opacity=".85"/>` +
      `<circle cx="-40" cy="0" r="15" fill="${INK}"/><circle cx="42" cy="0" r="15" fill="${INK}"/>` +
      `<circle cx="-40" cy="0" r="6" fill="${MIST}"/><circle cx="42" cy="0" r="6" fill="${MIST}"/>`,
  );
}

/**
 * Rear view, as in tips/leave-mistakes-behind; (x, y) is the bottom centre. `extra` is drawn over
 * the rear window (a family's heads, for instance).
 * @param {number} x @param {number} y @param {number} [s] @param {string} [col] @param {string} [cabin]
 * @param {string} [extra]
 */
export function carRear(x, y, s = 1.0, col = SUN, cabin = OCHRE, extra = "") {
  return g(
    x,
    y,
    s,
    `<rect x="-70" y="-60" width="140" height="50" rx="12" fill="${col}"/>` +
      `<rect x="-50" y="-82" width="100" height="30" rx="10" fill="${cabin}"/>` +
      `<rect x="-40" y="-78" width="80" height="18" rx="5" fill="${SKY}"/>${extra}` +
      `<rect x="-62" y="-48" width="20" height="10" rx="3" fill="${WHITE}"/><rect x="42" y="-48" width="20" height="10" rx="3" fill="${WHITE}"/>` +
      `<rect x="-20" y="-34" width="40" height="12" rx="2" fill="${WHITE}"/>` +
      `<rect x="-66" y="-14" width="24" height="16" rx="4" fill="${INK}"/><rect x="42" y="-14" width="24" height="16" rx="4" fill="${INK}"/>`,
  );
}

/** @param {string} d @param {string} colour @param {number} width */
const limb = (d, colour, width) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/**
 * The arms of a figure: hanging down, raised (cheering), held in front of the chest, or one waving.
 * @param {"down" | "up" | "hold" | "wave"} arms @param {string} shirt @param {string} sk
 */
function armsOf(arms, shirt, sk) {
  if (arms === "up")
    return (
      limb("M-26-60L-48-118", shirt, 14) +
      limb("M26-60L48-118", shirt, 14) +
      `<circle cx="-49" cy="-122" r="8" fill="${sk}"/><circle cx="49" cy="-122" r="8" fill="${sk}"/>`
    );
  if (arms === "hold") return limb("M-24-58L-12-44", shirt, 13) + limb("M24-58L12-44", shirt, 13);
  if (arms === "wave")
    return (
      limb("M26-60L46-106", shirt, 14) +
      `<circle cx="47" cy="-111" r="8" fill="${sk}"/>` +
      limb("M-26-60L-32-16", shirt, 14)
    );
  return limb("M-26-60L-32-16", shirt, 14) + limb("M26-60L32-16", shirt, 14);
}

/**
 * A standing figure; (x, y) is between the feet.
 * @param {number} x @param {number} y @param {number} [s] @param {string} [shirt]
 * @param {import("./svg.js").Hair} [hair] @param {import("./svg.js").Skin} [skin]
 * @param {"short" | "long" | "bun" | "curly"} [style] @param {"down" | "up" | "hold" | "wave"} [arms]
 * @param {string} [legs]
 */
export function person(
  x,
  y,
  s = 1.0,
  shirt = NAVY,
  hair = "black",
  skin = 1,
  style = "short",
  arms = "down",
  legs = DEEP,
) {
  const hc = HAIR[hair];
  const sk = SKIN[skin];
  let back = "";
  if (style === "long") back = `<path d="M-24-100Q-26-130 0-131Q26-130 24-100V-66H-24Z" fill="${hc}"/>`;
  else if (style === "bun") back = `<circle cx="0" cy="-121" r="12" fill="${hc}"/>`;
  const fringe =
    style === "curly"
      ? `<path d="M-22-96Q-30-122-10-124Q0-136 12-126Q30-124 22-96Q14-108 0-108Q-14-108-22-96Z" fill="${hc}"/>`
      : `<path d="M-21-96Q-20-118 0-118Q20-118 21-96Q10-106 0-104Q-10-106-21-96Z" fill="${hc}"/>`;
  return g(
    x,
    y,
    s,
    back +
      armsOf(arms, shirt, sk) +
      `<path d="M-19 0V-34H-2V0ZM2 0V-34H19V0Z" fill="${legs}"/>` +
      `<path d="M-28-26V-50Q-28-70-8-70H8Q28-70 28-50V-26Z" fill="${shirt}"/>` +
      `<rect x="-6" y="-78" width="12" height="10" fill="${sk}"/><circle cx="0" cy="-96" r="20" fill="${sk}"/>` +
      fringe,
  );
}

/**
 * The pink German card licence: a photo, lines, the blue EU corner; (x, y) is its top left corner.
 * @param {number} x @param {number} y @param {number} [s]
 */
export function licenceCard(x, y, s = 1.0) {
  /** @param {number} y @param {number} w @param {number} h @param {string} o */
  const bar = (y, w, h, o) =>
    `<rect x="72" y="${y}" width="${w}" height="${h}" rx="3" fill="${INK}" opacity="${o}"/>`;
  return g(
    x,
    y,
    s,
    `<rect width="170" height="108" rx="10" fill="${PINK}"/>` +
      `<rect x="10" y="10" width="26" height="20" rx="3" fill="${NAVY}"/>` +
      `<rect x="12" y="38" width="46" height="58" rx="4" fill="${SKY}"/>` +
      `<circle cx="35" cy="60" r="10" fill="${WHITE}" opacity=".8"/>` +
      bar(20, 80, 10, ".55") +
      bar(42, 62, 8, ".35") +
      bar(58, 72, 8, ".35") +
      bar(74, 50, 8, ".35") +
      `<circle cx="148" cy="90" r="9" fill="${SUN}"/>`,
  );
}
