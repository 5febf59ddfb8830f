import { allLessons, courseModules } from "~/content/course/modules";
import type { Locale } from "~/i18n/locale";
import { lessonContent, type PhraseSpeaker } from "../site/lesson-content.server";

// A review card is one German phrase of the lessons. The same German text in several lessons
// (a candidate's "Können Sie das bitte wiederholen?" recurs from module 2 to 3) is one card: its
// id is the id of its first block in course order, and the later blocks' ids are aliases of it,
// so a grade or a stored state under an alias still reaches the card (decision 015). The phrases
// are read from the lesson files once, like the lessons themselves.

export interface PhraseCard {
  /** The id of the phrase's first block in course order. */
  id: string;
  /** The ids of the later blocks with the same German text, in course order. */
  aliases: string[];
  /** The lesson of the first block, which gives the course order and the drill's module. */
  lessonId: string;
  /** Every lesson with this German text: opening any of them gives the card. */
  lessonIds: string[];
  moduleNumber: number;
  speaker: PhraseSpeaker;
  de: string;
  /** Meaning and expectation of the first block. */
  meaning: Record<Locale, string>;
  expect: Record<Locale, string>;
}

/** Two blocks are the same card when their German texts match, spacing aside. */
const germanKey = (de: string) => de.trim().replace(/\s+/g, " ");

let catalog: { cards: Map<string, PhraseCard>; cardIdOf: Map<string, string> } | null = null;

function build() {
  const cards = new Map<string, PhraseCard>();
  const byGerman = new Map<string, PhraseCard>();
  const cardIdOf = new Map<string, string>();
  for (const module of courseModules) {
    for (const lesson of module.lessons) {
      const phrases = (locale: Locale) =>
        (lessonContent(lesson.id, locale) ?? []).flatMap((block) => (block.kind === "phrase" ? [block] : []));
      const es = new Map(phrases("es").map((phrase) => [phrase.id, phrase]));
      for (const en of phrases("en")) {
        const spanish = es.get(en.id);
        if (!spanish) throw new Error(`Phrase ${en.id} has no Spanish text`);
        if (spanish.speaker !== en.speaker || spanish.de !== en.de)
          throw new Error(`Phrase ${en.id}: German text or speaker differ between English and Spanish`);
        const same = byGerman.get(germanKey(en.de));
        if (same) {
          if (same.speaker !== en.speaker)
            throw new Error(`Phrase ${en.id}: same German text as ${same.id}, another speaker`);
          same.aliases.push(en.id);
          if (!same.lessonIds.includes(lesson.id)) same.lessonIds.push(lesson.id);
          cardIdOf.set(en.id, same.id);
          continue;
        }
        const card: PhraseCard = {
          id: en.id,
          aliases: [],
          lessonId: lesson.id,
          lessonIds: [lesson.id],
          moduleNumber: module.number,
          speaker: en.speaker,
          de: en.de,
          meaning: { en: en.meaning, es: spanish.meaning },
          expect: { en: en.expect, es: spanish.expect },
        };
        cards.set(card.id, card);
        byGerman.set(germanKey(en.de), card);
        cardIdOf.set(en.id, card.id);
      }
    }
  }
  return { cards, cardIdOf };
}

/** Every card of the course in lesson order, by card id. */
export function phraseCatalog(): Map<string, PhraseCard> {
  catalog ??= build();
  return catalog.cards;
}

/** The card a phrase id belongs to (its own, or the first block's with the same German text). */
export function cardOfPhrase(phraseId: string): PhraseCard | undefined {
  catalog ??= build();
  const cardId = catalog.cardIdOf.get(phraseId);
  return cardId === undefined ? undefined : catalog.cards.get(cardId);
}

/** The cards of some lessons (a card belongs to every lesson with its German text), in course order. */
export function phrasesOfLessons(lessonIds: Iterable<string>): PhraseCard[] {
  const wanted = new Set(lessonIds);
  const order = new Map(allLessons.map((lesson, index) => [lesson.id, index]));
  return [...phraseCatalog().values()]
    .filter((card) => card.lessonIds.some((lessonId) => wanted.has(lessonId)))
    .sort((a, b) => (order.get(a.lessonId) ?? 0) - (order.get(b.lessonId) ?? 0));
}
