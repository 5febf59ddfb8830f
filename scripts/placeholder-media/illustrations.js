// @ts-check
// The illustrations of the home and about pages (no text in them: one picture serves both languages).
import { car, carRear, licenceCard, person } from "./figures.js";
import { cloud, hills, lines, skyline, sun, tree, wheel } from "./shapes.js";
import { DEEP, GREEN, INK, MIST, NAVY, OCHRE, PALE, PINK, SKY, SUN, WHITE, svg } from "./svg.js";

/** Home (1200 x 800): a road through the hills towards Frankfurt, a family's car driving off. */
export function homeHero() {
  const W = 1200;
  const H = 800;
  const road =
    `<path d="M330 800C520 700 470 600 588 505H612C520 600 660 700 900 800Z" fill="${INK}"/>` +
    `<path d="M615 800C560 700 520 610 600 510" fill="none" stroke="${MIST}" stroke-width="7" stroke-dasharray="34 30"/>`;
  const family = `<rect x="-46" y="-104" width="92" height="22" rx="8" fill="${NAVY}"/><rect x="-30" y="-88" width="6" height="8" fill="${INK}"/><rect x="24" y="-88" width="6" height="8" fill="${INK}"/>`;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${SKY}"/>` +
      sun(1010, 140, 64) +
      cloud(200, 130, 1.3) +
      cloud(760, 90, 1.0) +
      skyline(250, 500, 1.05, NAVY) +
      hills(W, 560) +
      tree(110, 660, 2.2, GREEN) +
      tree(230, 610, 1.5, GREEN) +
      tree(960, 610, 1.5, GREEN) +
      tree(1090, 690, 2.4, GREEN) +
      tree(330, 548, 1.0) +
      tree(860, 540, 1.0) +
      road +
      carRear(612, 770, 1.6, SUN, OCHRE, family),
  );
}

/** About, mission (800 x 600): a compass and the licence, people of all kinds around them. */
export function aboutMission() {
  const ticks = [0, 90, 180, 270]
    .map(
      (a) => `<rect x="397" y="120" width="6" height="16" fill="${NAVY}" transform="rotate(${a} 400 250)"/>`,
    )
    .join("");
  const compass =
    `<circle cx="400" cy="250" r="150" fill="${SKY}" opacity=".3"/>` +
    `<circle cx="400" cy="250" r="118" fill="${WHITE}" stroke="${NAVY}" stroke-width="12"/>` +
    ticks +
    `<path d="M400 150L424 250H376Z" fill="${SUN}"/><path d="M400 350L424 250H376Z" fill="${NAVY}"/>` +
    `<circle cx="400" cy="250" r="12" fill="${INK}"/>`;
  return svg(
    800,
    600,
    `<ellipse cx="400" cy="560" rx="360" ry="34" fill="${PALE}"/>` +
      compass +
      licenceCard(520, 330, 0.8) +
      person(120, 560, 1.5, SUN, "brown", 1, "long", "wave") +
      person(250, 570, 1.3, GREEN, "black", 3, "curly") +
      person(560, 575, 1.2, SKY, "blond", 0, "short") +
      person(690, 560, 1.5, NAVY, "dark", 2, "bun", "wave", DEEP),
  );
}

/** About, history (800 x 600): the school's shop front, the street, a timeline of four icons. */
export function aboutHistory() {
  const awning = Array.from(
    { length: 8 },
    (_, i) => `<path d="M${150 + i * 50} 206h50l-4 40h-50Z" fill="${i % 2 === 0 ? SUN : OCHRE}"/>`,
  ).join("");
  const office =
    `<rect x="150" y="120" width="400" height="280" fill="${WHITE}"/><rect x="140" y="100" width="420" height="30" fill="${NAVY}"/>` +
    `<rect x="180" y="150" width="340" height="40" rx="6" fill="${NAVY}"/>` +
    lines(230, 164, [240], 0, 12, SUN) +
    awning +
    `<rect x="180" y="270" width="210" height="120" fill="${SKY}"/>` +
    wheel(285, 330, 40, NAVY) +
    `<rect x="420" y="270" width="100" height="130" fill="${DEEP}"/><circle cx="436" cy="338" r="5" fill="${SUN}"/>`;
  const road = `<rect x="0" y="400" width="800" height="70" fill="${INK}"/><path d="M0 436H800" stroke="${MIST}" stroke-width="5" stroke-dasharray="40 30"/>`;
  // A key, a licence, two people, a star: the school's milestones, left to right.
  const icons = [
    `<circle cx="0" cy="0" r="14" fill="none" stroke="${WHITE}" stroke-width="6"/><path d="M12 0H40M30 0V10M38 0V8" stroke="${WHITE}" stroke-width="6"/>`,
    `<rect x="-26" y="-17" width="52" height="34" rx="5" fill="${PINK}"/><rect x="-21" y="-9" width="14" height="19" rx="2" fill="${SKY}"/>`,
    `<circle cx="-12" cy="-8" r="8" fill="${WHITE}"/><circle cx="12" cy="-8" r="8" fill="${WHITE}"/><path d="M-26 18Q-12-4 0 18Q12-4 26 18Z" fill="${WHITE}"/>`,
    `<path d="M0-22L6-7H22L9 3L14 19L0 9L-14 19L-9 3L-22-7H-6Z" fill="${SUN}"/>`,
  ];
  const timeline =
    `<rect x="0" y="470" width="800" height="130" fill="${DEEP}"/><path d="M90 560H710" stroke="${SKY}" stroke-width="6" stroke-linecap="round"/>` +
    icons
      .map(
        (icon, i) =>
          `<circle cx="${110 + i * 193}" cy="560" r="12" fill="${SUN}"/><g transform="translate(${110 + i * 193} 512)">${icon}</g>`,
      )
      .join("");
  return svg(
    800,
    600,
    `<rect width="800" height="400" fill="${PALE}"/>` +
      sun(680, 90, 40) +
      cloud(650, 170, 0.8) +
      tree(620, 400, 1.4) +
      tree(710, 400, 1.0) +
      office +
      road +
      timeline +
      car(620, 450, 1.0, WHITE, { sign: true }),
  );
}
