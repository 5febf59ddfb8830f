import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { lessonReadiness, lessons } from "../platform/schema.server";

// The training record's end (§ 31 (3) FahrlG): the records of a student's training are kept for
// five years after the end of the year in which the training ended, then deleted (decision 069,
// privacy policy). A student's training ended with their last lesson; so once every lesson of a
// customer lies in a year at least six years back, the instructors' notes about them and the
// "ready for the test" mark go. The lesson rows themselves stay as long as the booking records of
// the balance they were paid from (8 years, § 147 AO): they say when and what, not how it went.

/** Training records are kept this many full years after the year the training ended. */
export const trainingRecordYears = 5;

/** Removes the notes and the readiness mark of every training that ended before the kept years. */
export async function forgetEndedTrainingRecords(db: Database, now = new Date()): Promise<number> {
  const year = Number(todayInSchoolTimeZone(now).slice(0, 4));
  // The first year whose trainings are still kept: ended in 2020 → kept through 2025, gone in 2026.
  const keptFrom = `${year - trainingRecordYears}-01-01`;
  // Customers whose last lesson started before that year began in Frankfurt.
  const ended = db
    .select({ customerId: lessons.customerId })
    .from(lessons)
    .groupBy(lessons.customerId)
    .having(sql`max(${lessons.startsAt}) < (${keptFrom}::date::timestamp at time zone 'Europe/Berlin')`);
  const cleared = await db
    .update(lessons)
    .set({ trainingNote: null, updatedAt: now })
    .where(and(isNotNull(lessons.trainingNote), inArray(lessons.customerId, ended)))
    .returning({ id: lessons.id });
  await db.delete(lessonReadiness).where(inArray(lessonReadiness.customerId, ended));
  return cleared.length;
}
