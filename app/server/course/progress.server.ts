import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { allLessons } from "~/content/course/modules";
import type { Database } from "../platform/db.server";
import { lessonProgress } from "../platform/schema.server";

// A customer's course progress, lesson visits and completions, on our own database. Every function takes
// the user id from the session (the caller), never from the request.

export interface CourseProgress {
  /** Map of lesson id → completed. */
  progress: Record<string, boolean>;
  /** The lesson opened last, for "Continue where you left off"; null before any visit. */
  lastLessonId: string | null;
  /** The lessons opened (visited or completed): their phrases are the review's cards. */
  opened: Set<string>;
}

export async function readProgress(db: Database, userId: string): Promise<CourseProgress> {
  return progressFrom(await progressRead(db, userId));
}

/** The customer's progress rows (a few dozen at most): the last visit is found among them. */
export function progressRead(db: Pick<Database, "select">, userId: string | SQLWrapper) {
  return db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
}

/** The progress of the customer's rows (progressRead). */
export function progressFrom(rows: (typeof lessonProgress.$inferSelect)[]): CourseProgress {
  const progress = Object.fromEntries(allLessons.map((lesson) => [lesson.id, false]));
  let last: { lessonId: string; at: Date } | null = null;
  const opened = new Set<string>();
  for (const row of rows) {
    if (row.lastVisitedAt || row.completedAt) opened.add(row.lessonId);
    if (row.completedAt && row.lessonId in progress) progress[row.lessonId] = true;
    if (row.lastVisitedAt && (!last || row.lastVisitedAt > last.at))
      last = { lessonId: row.lessonId, at: row.lastVisitedAt };
  }
  return { progress, lastLessonId: last?.lessonId ?? null, opened };
}

/** Opening a lesson records a visit with its time. */
export async function recordVisit(
  db: Database,
  userId: string,
  lessonId: string,
  at = new Date(),
): Promise<void> {
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId, lastVisitedAt: at })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { lastVisitedAt: at },
    });
}

/** Idempotent: completing again keeps the first completion time and the one row. */
export async function markComplete(
  db: Database,
  userId: string,
  lessonId: string,
  at = new Date(),
): Promise<void> {
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId, completedAt: at })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)` },
    });
}

/** Completed / total, rounded. */
export function progressPercent(progress: Record<string, boolean>): number {
  const completed = allLessons.filter((lesson) => progress[lesson.id]).length;
  return Math.round((completed / allLessons.length) * 100);
}
