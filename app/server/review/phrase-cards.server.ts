import { allLessons, courseModules } from "~/content/course/modules";
import type { Locale } from "~/i18n/locale";
import { lessonContent } from "../course/lesson-content.server";

// Issue 15 §1: a review card is one examiner phrase of the lessons (its stable id, the same in
// both languages). The phrases are read from the lesson files once, like the lessons themselves.

export interface PhraseCard {
  id: string;
  lessonId: string;
  moduleNumber: number;
  de: string;
  meaning: Record<Locale, string>;
  expect: Record<Locale, string>;
}

let catalog: Map<string, PhraseCard> | null = null;

/** Every phrase of the course in lesson order, by id. */
export function phraseCatalog(): Map<string, PhraseCard> {
  if (catalog) return catalog;
  const cards = new Map<string, PhraseCard>();
  for (const module of courseModules) {
    for (const lesson of module.lessons) {
      const phrases = (locale: Locale) =>
        (lessonContent(lesson.id, locale) ?? []).flatMap((block) => (block.kind === "phrase" ? [block] : []));
      const es = new Map(phrases("es").map((phrase) => [phrase.id, phrase]));
      for (const en of phrases("en")) {
        const spanish = es.get(en.id);
        if (!spanish) throw new Error(`Phrase ${en.id} has no Spanish text`);
        cards.set(en.id, {
          id: en.id,
          lessonId: lesson.id,
          moduleNumber: module.number,
          de: en.de,
          meaning: { en: en.meaning, es: spanish.meaning },
          expect: { en: en.expect, es: spanish.expect },
        });
      }
    }
  }
  catalog = cards;
  return cards;
}

/** The phrases of some lessons, in course order. */
export function phrasesOfLessons(lessonIds: Iterable<string>): PhraseCard[] {
  const wanted = new Set(lessonIds);
  const order = new Map(allLessons.map((lesson, index) => [lesson.id, index]));
  return [...phraseCatalog().values()]
    .filter((card) => wanted.has(card.lessonId))
    .sort((a, b) => (order.get(a.lessonId) ?? 0) - (order.get(b.lessonId) ?? 0));
}
