// @ts-check
// The eBook covers (600 x 850), per language: the only placeholder pictures with words in them.
// The PDFs inline them as their first page (ebooks.js).
import { licenceCard } from "./figures.js";
import { check, lines } from "./shapes.js";
import { DEEP, FONT, INK, NAVY, PALE, SKY, SUN, TEAL, WHITE, g, pyRound, svg } from "./svg.js";

/**
 * A cover: the title (smaller when a line is long), an amber rule under it, the art, the brand.
 * @param {string[]} titleLines @param {string} col @param {string} art
 */
export function cover(titleLines, col, art) {
  const size = Math.max(...titleLines.map((l) => [...l].length)) <= 18 ? 44 : 40;
  const lineHeight = pyRound(size * 1.22);
  const tspans = titleLines
    .map((t, i) => `<tspan x="70" dy="${i === 0 ? 0 : lineHeight}">${t}</tspan>`)
    .join("");
  const ruleY = 120 + lineHeight * (titleLines.length - 1) + 40;
  return svg(
    600,
    850,
    `<rect width="600" height="850" fill="${col}"/><rect width="30" height="850" fill="${INK}" opacity=".28"/>` +
      `<rect x="30" width="4" height="850" fill="${WHITE}" opacity=".15"/>` +
      `<text x="70" y="120" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${WHITE}">${tspans}</text>` +
      `<rect x="70" y="${ruleY}" width="90" height="8" rx="4" fill="${SUN}"/>` +
      `<circle cx="330" cy="560" r="170" fill="${WHITE}" opacity=".08"/>${art}` +
      `<path d="M70 792h28" stroke="${SUN}" stroke-width="6" stroke-linecap="round"/>` +
      `<text x="110" y="800" font-family="${FONT}" font-size="24" font-weight="700" fill="${WHITE}" letter-spacing="1">MainDrive</text>`,
    null,
  );
}

/** @returns {Record<keyof typeof COVER_TITLES, [string, string]>} The colour and the art of each cover. */
export function coverArt() {
  // A document with a seal, the licence card, a big tick.
  const conv =
    g(
      150,
      470,
      1.0,
      `<rect width="150" height="200" rx="12" fill="${DEEP}"/><circle cx="75" cy="80" r="30" fill="none" stroke="${SUN}" stroke-width="6"/>` +
        `<rect x="35" y="140" width="80" height="10" rx="5" fill="${SUN}"/>`,
    ) +
    licenceCard(250, 560, 1.3) +
    check(480, 520, 2.0, SUN, 12);
  // Two speech bubbles.
  const phr =
    `<rect x="110" y="430" width="300" height="170" rx="24" fill="${WHITE}"/><path d="M160 598L140 650L210 598Z" fill="${WHITE}"/>` +
    lines(145, 470, [230, 180, 210], 36, 16, SKY) +
    `<rect x="300" y="560" width="210" height="120" rx="24" fill="${SUN}"/><path d="M460 678L480 720L420 678Z" fill="${SUN}"/>` +
    lines(330, 592, [150, 110], 32, 14, WHITE);
  // A speedometer.
  const tech =
    `<circle cx="330" cy="560" r="120" fill="${WHITE}"/>` +
    `<path d="M250 600A85 85 0 1 1 410 600" fill="none" stroke="${NAVY}" stroke-width="16" stroke-linecap="round"/>` +
    [-100, -50, 0, 50, 100]
      .map(
        (a) =>
          `<rect x="326" y="468" width="8" height="24" rx="3" fill="${NAVY}" transform="rotate(${a} 330 560)"/>`,
      )
      .join("") +
    `<path d="M330 560L380 500" stroke="${SUN}" stroke-width="12" stroke-linecap="round"/><circle cx="330" cy="560" r="16" fill="${INK}"/>` +
    `<rect x="290" y="612" width="80" height="26" rx="6" fill="${PALE}"/>`;
  return {
    "conversion-guide": [NAVY, conv],
    "examiner-phrases": [DEEP, phr],
    "tech-questions": [TEAL, tech],
  };
}

/** The cover titles, already broken into lines, by eBook and language. */
export const COVER_TITLES = {
  "conversion-guide": {
    en: ["Your German", "licence: the", "conversion", "guide"],
    es: ["Tu permiso", "alemán: guía", "de conversión"],
  },
  "examiner-phrases": {
    en: ["20 examiner", "phrases you", "must know"],
    es: ["20 frases del", "examinador que", "debes conocer"],
  },
  "tech-questions": {
    en: ["Technical", "questions of the", "driving test"],
    es: ["Preguntas", "técnicas del", "examen de", "conducir"],
  },
};
