// @ts-check
// The team avatars (400 x 400, round): friendly faces, no likeness of anyone.
import {
  DEEP,
  DGREEN,
  GREEN,
  HAIR,
  INK,
  NAVY,
  OCHRE,
  RED,
  SKIN,
  SKY,
  SUN,
  TEAL,
  WHITE,
  pyFixed,
  svg,
} from "./svg.js";

/**
 * One avatar: hair behind the head, clothes, the face, hair in front, extras (glasses, earrings...).
 * @param {string} bg @param {string} skin @param {string} hairBack @param {string} hairFront
 * @param {string} clothes @param {string} [extras]
 */
function portrait(bg, skin, hairBack, hairFront, clothes, extras = "") {
  const sk = skin;
  const face =
    `<rect x="178" y="222" width="44" height="46" fill="${sk}"/>` +
    `<ellipse cx="132" cy="180" rx="12" ry="18" fill="${sk}"/><ellipse cx="268" cy="180" rx="12" ry="18" fill="${sk}"/>` +
    `<ellipse cx="200" cy="170" rx="68" ry="78" fill="${sk}"/>` +
    `<circle cx="174" cy="172" r="7" fill="${INK}"/><circle cx="226" cy="172" r="7" fill="${INK}"/>` +
    `<path d="M186 208Q200 220 214 208" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="160" cy="196" r="9" fill="${SUN}" opacity=".25"/><circle cx="240" cy="196" r="9" fill="${SUN}" opacity=".25"/>`;
  return svg(
    400,
    400,
    `<clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath><g clip-path="url(#c)">` +
      `<rect width="400" height="400" fill="${bg}"/>${hairBack}${clothes}${face}${hairFront}${extras}</g>`,
    null,
  );
}

/** @param {string} col */
const brows = (col) =>
  `<path d="M160 150Q174 142 186 150M214 150Q226 142 240 150" fill="none" stroke="${col}" stroke-width="5" stroke-linecap="round"/>`;
const SHOULDERS = "M60 400Q60 290 200 280Q340 290 340 400Z";

function ana() {
  return portrait(
    "#cfe3ec",
    SKIN[1],
    `<path d="M112 180Q100 70 200 72Q300 70 288 180Q300 270 320 330H80Q100 270 112 180Z" fill="${HAIR.brown}"/>`,
    `<path d="M130 160Q130 90 200 88Q272 90 272 170Q240 150 222 112Q190 150 130 160Z" fill="${HAIR.brown}"/>` +
      brows(HAIR.brown),
    `<path d="${SHOULDERS}" fill="${SUN}"/><path d="M166 282L200 340L234 282Z" fill="${WHITE}"/>` +
      `<path d="M150 286L200 400M250 286L200 400" stroke="${OCHRE}" stroke-width="6"/>`,
    `<circle cx="132" cy="204" r="6" fill="${SUN}"/><circle cx="268" cy="204" r="6" fill="${SUN}"/>` +
      `<circle cx="200" cy="330" r="7" fill="${NAVY}"/>`,
  );
}

function jonas() {
  return portrait(
    "#f6dcae",
    SKIN[0],
    "",
    `<path d="M132 150Q128 86 200 86Q272 86 268 150Q250 120 230 118Q200 126 160 116Q140 126 132 150Z" fill="${HAIR.blond}"/>` +
      brows(OCHRE) +
      `<path d="M134 190Q140 250 200 252Q260 250 266 190Q252 226 200 228Q148 226 134 190Z" fill="${HAIR.blond}" opacity=".9"/>` +
      `<path d="M186 212Q200 222 214 212" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="${SHOULDERS}" fill="${NAVY}"/><path d="M160 282L200 322L240 282L226 274H174Z" fill="${WHITE}"/>` +
      `<path d="M200 322V380" stroke="${DEEP}" stroke-width="4"/><circle cx="200" cy="342" r="4" fill="${WHITE}"/><circle cx="200" cy="362" r="4" fill="${WHITE}"/>`,
  );
}

function carmen() {
  const curls = [
    [134, 130],
    [150, 104],
    [250, 104],
    [266, 130],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${HAIR.black}"/>`)
    .join("");
  return portrait(
    "#d7ead8",
    SKIN[2],
    `<circle cx="200" cy="78" r="40" fill="${HAIR.black}"/>`,
    `<path d="M128 166Q118 92 200 90Q282 92 272 166Q262 120 236 126Q220 108 200 120Q180 108 164 126Q138 120 128 166Z" fill="${HAIR.black}"/>` +
      curls +
      brows(HAIR.black) +
      `<circle cx="174" cy="172" r="20" fill="none" stroke="${NAVY}" stroke-width="5"/><circle cx="226" cy="172" r="20" fill="none" stroke="${NAVY}" stroke-width="5"/>` +
      `<path d="M194 170H206" stroke="${NAVY}" stroke-width="5"/>`,
    `<path d="${SHOULDERS}" fill="${DGREEN}"/><path d="M170 282Q200 312 230 282Z" fill="${SKIN[2]}"/>` +
      `<path d="M140 290Q160 340 150 400M260 290Q240 340 250 400" stroke="${GREEN}" stroke-width="14" fill="none"/>`,
    `<circle cx="270" cy="340" r="18" fill="${WHITE}"/><path d="M270 328V352M258 340H282" stroke="${RED}" stroke-width="7"/>`,
  );
}

function david() {
  // Curls along an arc over the forehead. Math.PI / 180 is the factor of Python's math.radians.
  const curls = [];
  for (let t = 20; t < 170; t += 22) {
    const rad = t * (Math.PI / 180);
    const cx = pyFixed(200 - 66 * Math.cos(rad), 0);
    const cy = pyFixed(150 - 62 * Math.sin(rad), 0);
    curls.push(`<circle cx="${cx}" cy="${cy}" r="16" fill="${HAIR.black}"/>`);
  }
  return portrait(
    "#f3f6f8",
    SKIN[3],
    "",
    `<path d="M132 156Q126 82 200 82Q274 82 268 156Q262 116 200 114Q138 116 132 156Z" fill="${HAIR.black}"/>` +
      curls.join("") +
      brows(HAIR.black) +
      `<path d="M184 204Q200 222 216 204Z" fill="${WHITE}"/>`,
    `<path d="${SHOULDERS}" fill="${TEAL}"/><path d="M160 284L200 350L240 284Z" fill="${SKY}"/>` +
      `<path d="M172 282L200 306L228 282Z" fill="${WHITE}"/>`,
  );
}

/** The avatars by team member id (public/media/team/<id>.svg). */
export function team() {
  return { ana: ana(), jonas: jonas(), carmen: carmen(), david: david() };
}
