import { createHash } from "node:crypto";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db.server";
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
  /** Three meanings, the right one among two of other phrases of the same module. */
  choices: string[];
}

/** A stable order that still looks random: by a hash of the card, the day and the text. */
const mix = (seed: string, text: string) => createHash("sha256").update(`${seed}|${text}`).digest("hex");

function drillChoices(cardId: string, locale: Locale, seed: string): string[] {
  const catalog = phraseCatalog();
  const card = catalog.get(cardId);
  if (!card) return [];
  const right = card.meaning[locale];
  const others = [
    ...new Set(
      [...catalog.values()]
        .filter(
          (other) =>
            other.moduleNumber === card.moduleNumber &&
            inListeningDrill(other) &&
            other.meaning[locale] !== right,
        )
        .map((other) => other.meaning[locale]),
    ),
  ].sort((a, b) => mix(seed, a).localeCompare(mix(seed, b)));
  return [right, ...others.slice(0, 2)].sort((a, b) => mix(seed, a).localeCompare(mix(seed, b)));
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
    choices: drillChoices(phrase.id, locale, `${phrase.id}|${today}`),
  }));
  return { dueTotal: due.total, cards };
}
