import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { instructors, lessonReadiness, lessons } from "../platform/schema.server";

// The customer's training record: their driven and missed lessons with the instructor's notes,
// oldest first as a record is read, and whether their instructor thinks them ready for the test.
// Only the customer's own rows: the caller passes the signed-in user's id, never one from a URL.

export interface RecordEntry {
  id: string;
  kind: (typeof lessons.$inferSelect)["kind"];
  state: "driven" | "no-show";
  startsAt: Date;
  endsAt: Date;
  instructorName: string;
  note: string | null;
}

export async function trainingRecord(
  db: Pick<Database, "select">,
  customerId: string,
): Promise<{ entries: RecordEntry[]; readySince: Date | null }> {
  const rows = await db
    .select({
      id: lessons.id,
      kind: lessons.kind,
      state: lessons.state,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      instructorName: instructors.displayName,
      note: lessons.trainingNote,
    })
    .from(lessons)
    .innerJoin(instructors, eq(instructors.userId, lessons.instructorId))
    .where(and(eq(lessons.customerId, customerId), inArray(lessons.state, ["driven", "no-show"])))
    .orderBy(asc(lessons.startsAt));
  const [ready] = await db
    .select({ at: lessonReadiness.createdAt })
    .from(lessonReadiness)
    .where(eq(lessonReadiness.customerId, customerId));
  return {
    entries: rows.map((row) => ({ ...row, state: row.state as RecordEntry["state"] })),
    readySince: ready?.at ?? null,
  };
}
