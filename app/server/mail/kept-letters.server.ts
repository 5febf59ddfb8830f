import { and, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { mailOutbox } from "../platform/schema.server";

/**
 * Removes the business letters a deletion kept (restricted, Art. 18 GDPR) once their six years
 * have run (§ 147 (3), (4) AO; the end is set by letterKeptUntil when they are restricted). Run by
 * the hourly housekeeping. Returns how many went.
 */
export async function removeExpiredLetters(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.restrictedAt), lte(mailOutbox.keptUntil, now)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
