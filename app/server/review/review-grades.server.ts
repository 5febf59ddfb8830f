import { and, eq, inArray } from "drizzle-orm";
import type { Grade } from "ts-fsrs";
import { z } from "zod";
import type { Database } from "../platform/db.server";
import { reviewCards, reviewGrades } from "../platform/schema.server";
import { cardOfPhrase } from "./phrase-cards.server";
import { openedLessonIds, rowOfCard } from "./review-cards.server";
import { scheduleGrade } from "./review-scheduler.server";

// A grade of a card, from the cards or the drill, online or from the offline queue. The server's
// clock schedules; the device's time is only recorded, clamped. A grade may name an alias of its
// card (a page or a queued grade from before duplicate German texts became one card): it counts
// for the card, and is stored under the card's id.

export const gradeInput = z.object({
  /** Made by the browser once per grade: a replay of the same key is a no-op. */
  key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  phraseId: z.string().regex(/^\d\.\d-\d{2}$/),
  grade: z.number().int().min(1).max(4),
  /** The card version the grade was made against (0 for a card never graded). */
  baseVersion: z.number().int().min(0).max(1_000_000),
  mode: z.enum(["cards", "drill"]),
  deviceAt: z.iso.datetime({ offset: true }).optional(),
});
export type GradeInput = z.infer<typeof gradeInput>;

export type GradeOutcome =
  | { status: 200; version: number; dueOn: string; replayed: boolean }
  /** Unknown phrase. */
  | { status: 404; error: "unknown card" }
  /** The phrase's lesson was never opened. */
  | { status: 403; error: "lesson not opened" }
  /** Graded against an older state (another device, an old queue): the server's state stands. */
  | { status: 409; error: "stale card"; version: number; dueOn: string | null }
  /** The key was already used for another card. */
  | { status: 409; error: "key reused"; version: number; dueOn: string | null };

const MONTH_MS = 31 * 86_400_000;

/** The device's time, kept only within the last month and never after the server's now. */
function clampDeviceTime(deviceAt: string | undefined, now: Date): Date | null {
  if (!deviceAt) return null;
  const time = Math.min(Math.max(new Date(deviceAt).getTime(), now.getTime() - MONTH_MS), now.getTime());
  return new Date(time);
}

class StaleCard extends Error {}

export async function recordGrade(
  db: Database,
  userId: string,
  input: GradeInput,
  now = new Date(),
): Promise<GradeOutcome> {
  const phrase = cardOfPhrase(input.phraseId);
  const cardId = phrase?.id ?? input.phraseId;
  const [earlier] = await db
    .select()
    .from(reviewGrades)
    .where(and(eq(reviewGrades.userId, userId), eq(reviewGrades.idempotencyKey, input.key)));
  if (earlier) {
    return earlier.phraseId === cardId || earlier.phraseId === input.phraseId
      ? { status: 200, version: earlier.version, dueOn: earlier.dueOn, replayed: true }
      : { status: 409, error: "key reused", version: earlier.version, dueOn: earlier.dueOn };
  }
  if (!phrase) return { status: 404, error: "unknown card" };
  const opened = await openedLessonIds(db, userId);
  if (!phrase.lessonIds.some((lessonId) => opened.has(lessonId)))
    return { status: 403, error: "lesson not opened" };

  // The card's row, or an alias's row from before the merge (rowOfCard), which this grade moves
  // to the card's id.
  const cardOf = async (tx: Database) =>
    rowOfCard(
      phrase,
      await tx
        .select()
        .from(reviewCards)
        .where(
          and(eq(reviewCards.userId, userId), inArray(reviewCards.phraseId, [phrase.id, ...phrase.aliases])),
        ),
    );
  try {
    return await db.transaction(async (tx) => {
      const card = await cardOf(tx as unknown as Database);
      const current = card?.version ?? 0;
      if (current !== input.baseVersion) throw new StaleCard();
      const next = scheduleGrade(card, input.grade as Grade, now);
      const version = current + 1;
      // The grade row first: a concurrent replay of the same key stops here (primary key).
      const inserted = await tx
        .insert(reviewGrades)
        .values({
          userId,
          idempotencyKey: input.key,
          phraseId: cardId,
          grade: input.grade,
          mode: input.mode,
          version,
          dueOn: next.dueOn,
          gradedAt: now,
          deviceAt: clampDeviceTime(input.deviceAt, now),
        })
        .onConflictDoNothing()
        .returning({ key: reviewGrades.idempotencyKey });
      if (inserted.length === 0) throw new StaleCard();
      const values = { ...next, version, phraseId: cardId };
      const written = card
        ? await tx
            .update(reviewCards)
            .set(values)
            .where(
              and(
                eq(reviewCards.userId, userId),
                eq(reviewCards.phraseId, card.phraseId),
                eq(reviewCards.version, current),
              ),
            )
            .returning({ version: reviewCards.version })
        : await tx
            .insert(reviewCards)
            .values({ userId, ...values })
            .onConflictDoNothing()
            .returning({ version: reviewCards.version });
      if (written.length === 0) throw new StaleCard();
      return { status: 200 as const, version, dueOn: next.dueOn, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof StaleCard)) throw error;
    const [replay] = await db
      .select()
      .from(reviewGrades)
      .where(and(eq(reviewGrades.userId, userId), eq(reviewGrades.idempotencyKey, input.key)));
    if (replay) return { status: 200, version: replay.version, dueOn: replay.dueOn, replayed: true };
    const card = await cardOf(db);
    return { status: 409, error: "stale card", version: card?.version ?? 0, dueOn: card?.dueOn ?? null };
  }
}
