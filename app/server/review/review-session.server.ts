import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { type PhraseCard, phraseCatalog } from "./phrase-cards.server";
import { dueCards } from "./review-cards.server";

// One review session as the page gets it: the due cards with their texts in the page's language
// only, and for the listening drill three translations per card.

export type ReviewMode = "cards" | "drill";

/**
 * The listening drill asks what the examiner says, so it plays only the examiner's lines. The
 * candidate's own lines (`speaker: candidate`) are for saying, not for understanding by ear, and
 * their meanings start with "(You say)", which would give them away among the choices: they are
 * reviewed as cards only, and never offered as a wrong choice either.
 */
export const inListeningDrill = (phrase: PhraseCard) => phrase.speaker === "examiner";

export interface SessionCard {
  id: string;
  /** The card version the grade is made against (409 when another grade came first). */
  version: number;
  de: string;
  meaning: string;
  expect: string;
  /** The drill's three meanings, the right one among two of other phrases of the same module (none in the cards mode). */
  choices: string[];
}

/**
 * A stable order that still looks random: by a hash of the card, the day and the text (32-bit
 * FNV-1a). Each text is hashed once per order, not once per comparison (a SHA-256 in the sort's
 * comparator cost a third of the review page's CPU time).
 */
function mixed(texts: readonly string[], seed: string): string[] {
  const hash = (text: string) => {
    const input = `${seed}|${text}`;
    let value = 0x811c9dc5;
    for (let i = 0; i < input.length; i++) value = Math.imul(value ^ input.charCodeAt(i), 0x01000193);
    return value >>> 0;
  };
  return texts
    .map((text) => ({ text, key: hash(text) }))
    .sort((a, b) => a.key - b.key || a.text.localeCompare(b.text))
    .map(({ text }) => text);
}

/** The distinct meanings of the examiner's lines of each module, per language (read once). */
const drillMeanings = new Map<string, string[]>();

function meaningsOfModule(moduleNumber: number, locale: Locale): string[] {
  const key = `${moduleNumber}|${locale}`;
  let meanings = drillMeanings.get(key);
  if (!meanings) {
    const phrases = [...phraseCatalog().values()].filter(
      (phrase) => phrase.moduleNumber === moduleNumber && inListeningDrill(phrase),
    );
    meanings = [...new Set(phrases.map((phrase) => phrase.meaning[locale]))];
    drillMeanings.set(key, meanings);
  }
  return meanings;
}

function drillChoices(cardId: string, locale: Locale, seed: string): string[] {
  const card = phraseCatalog().get(cardId);
  if (!card) return [];
  const right = card.meaning[locale];
  const others = mixed(
    meaningsOfModule(card.moduleNumber, locale).filter((meaning) => meaning !== right),
    seed,
  );
  return mixed([right, ...others.slice(0, 2)], seed);
}

export async function reviewSession(
  db: Database,
  userId: string,
  locale: Locale,
  now = new Date(),
  mode: ReviewMode = "cards",
) {
  const due = await dueCards(db, userId, now, 20, mode === "drill" ? inListeningDrill : undefined);
  const today = todayInSchoolTimeZone(now);
  const cards: SessionCard[] = due.cards.map(({ phrase, row }) => ({
    id: phrase.id,
    version: row?.version ?? 0,
    de: phrase.de,
    meaning: phrase.meaning[locale],
    expect: phrase.expect[locale],
    // Only the drill offers translations to choose from.
    choices: mode === "drill" ? drillChoices(phrase.id, locale, `${phrase.id}|${today}`) : [],
  }));
  return { dueTotal: due.total, cards };
}
