import { and, eq, isNotNull, or, type SQLWrapper } from "drizzle-orm";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { lessonProgress, reviewCards } from "../platform/schema.server";
import { type PhraseCard, phrasesOfLessons } from "./phrase-cards.server";

// A customer's cards are the phrases of the lessons they have opened (a visit or a completion
// recorded in lesson_progress); a card never graded is due at once.

export type ReviewCardRow = typeof reviewCards.$inferSelect;

/** The lessons this customer has opened (visited or completed). */
export async function openedLessonIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        or(isNotNull(lessonProgress.lastVisitedAt), isNotNull(lessonProgress.completedAt)),
      ),
    );
  return new Set(rows.map((row) => row.lessonId));
}

export interface CustomerCard {
  phrase: PhraseCard;
  /** null: never graded. Its phraseId may be an alias of the card (state from before the merge). */
  row: ReviewCardRow | null;
}

/**
 * A card's stored state: the row under the card's id, or else the most recently reviewed row under
 * one of its aliases (graded before duplicate German texts became one card; the next grade moves it
 * to the card's id, review-grades.server.ts).
 */
export function rowOfCard(phrase: PhraseCard, rows: ReviewCardRow[]): ReviewCardRow | null {
  const own = rows.find((row) => row.phraseId === phrase.id);
  if (own) return own;
  const aliased = rows
    .filter((row) => phrase.aliases.includes(row.phraseId))
    .sort((a, b) => b.lastReviewAt.getTime() - a.lastReviewAt.getTime());
  return aliased[0] ?? null;
}

/** Every card of this customer, in course order, with its stored state. */
export async function customerCards(db: Database, userId: string): Promise<CustomerCard[]> {
  return (await cardsAndRows(db, userId)).cards;
}

/**
 * The cards, and every stored row of the customer (aliases and all). `opened`: the lessons opened,
 * when the page has read the customer's progress already (one read of lesson_progress a page).
 */
async function cardsAndRows(db: Database, userId: string, opened?: ReadonlySet<string>) {
  const lessons = opened ?? (await openedLessonIds(db, userId));
  return cardsOf(lessons, await reviewCardsRead(db, userId));
}

/** Every stored card row of the customer, aliases and all. */
export function reviewCardsRead(db: Pick<Database, "select">, userId: string | SQLWrapper) {
  return db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
}

function cardsOf(opened: ReadonlySet<string>, rows: ReviewCardRow[]) {
  const phrases = phrasesOfLessons(opened);
  return { cards: phrases.map((phrase) => ({ phrase, row: rowOfCard(phrase, rows) })), rows };
}

const isDue = (card: CustomerCard, today: string) => card.row === null || card.row.dueOn <= today;

/**
 * The cards due today (Europe/Berlin), most overdue first, then the new ones in course order, at
 * most `limit` (one session).
 */
export async function dueCards(
  db: Database,
  userId: string,
  now = new Date(),
  limit = 20,
  include: (phrase: PhraseCard) => boolean = () => true,
) {
  const today = todayInSchoolTimeZone(now);
  const due = (await customerCards(db, userId)).filter((card) => include(card.phrase) && isDue(card, today));
  const seen = due
    .filter((card) => card.row)
    .sort((a, b) => (a.row?.dueOn ?? "").localeCompare(b.row?.dueOn ?? ""));
  const fresh = due.filter((card) => !card.row);
  return { total: due.length, cards: [...seen, ...fresh].slice(0, limit) };
}

export interface ReviewSummary {
  /** Cards of the lessons opened. */
  cards: number;
  /** Cards graded at least once. */
  reviewed: number;
  dueToday: number;
  lastReviewAt: Date | null;
}

/** Cards, due and last review, for the course page and the staff customer page. */
export async function reviewSummaryForCustomer(
  db: Database,
  userId: string,
  { now = new Date(), opened }: { now?: Date; opened?: ReadonlySet<string> } = {},
): Promise<ReviewSummary> {
  return reviewSummaryFrom(await cardsAndRows(db, userId, opened), now);
}

/**
 * The summary of rows already read (reviewCardsRead) for the lessons opened: a page that reads
 * them in its own statement (course-guard.server.ts).
 */
export function reviewSummaryOfRows(
  opened: ReadonlySet<string>,
  rows: ReviewCardRow[],
  now = new Date(),
): ReviewSummary {
  return reviewSummaryFrom(cardsOf(opened, rows), now);
}

function reviewSummaryFrom(
  { cards, rows }: { cards: CustomerCard[]; rows: ReviewCardRow[] },
  now: Date,
): ReviewSummary {
  const today = todayInSchoolTimeZone(now);
  // The latest review among the rows already read, not another query (decision 024).
  const lastReviewAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest >= row.lastReviewAt ? latest : row.lastReviewAt),
    null,
  );
  return {
    cards: cards.length,
    reviewed: cards.filter((card) => card.row).length,
    dueToday: cards.filter((card) => isDue(card, today)).length,
    lastReviewAt,
  };
}
