import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../db.server";
import { staffAuditLog, users } from "../schema.server";

/** A database or an open transaction: the audit row commits with the action it records. */
type Writer = Pick<Database, "insert">;
type Reader = Pick<Database, "select">;

/** The actor of changes made by `npm run staff:add` and other command-line tools. */
export const CLI_ACTOR = "cli";

export interface StaffActionEntry {
  /** The staff member's user id, or CLI_ACTOR. */
  actor: string;
  /** What was done, e.g. "staff.add", "course-date.cancel": a stable key the log page names. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The customer concerned, so their page can show the entries about them. */
  customerUserId?: string | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

export type StaffActionRecord = typeof staffAuditLog.$inferSelect;

/**
 * One append-only row per staff action. Pass the action's transaction handle so the
 * change and its record commit (or roll back) together.
 */
export async function recordStaffAction(db: Writer, entry: StaffActionEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    customerUserId: entry.customerUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** A position in the log: entries older than this one come next. */
export interface AuditCursor {
  at: Date;
  id: string;
}

/**
 * Newest first, `limit` entries, optionally one customer's only, optionally after a cursor (the
 * last entry of the previous page). Returns one page and the cursor of the next, if any.
 */
export async function listStaffActions(
  db: Reader,
  { customerId, limit, before }: { customerId?: string; limit: number; before?: AuditCursor },
): Promise<{ entries: StaffActionRecord[]; next: AuditCursor | null }> {
  const conditions = [
    customerId ? eq(staffAuditLog.customerUserId, customerId) : undefined,
    before
      ? or(
          lt(staffAuditLog.at, before.at),
          and(eq(staffAuditLog.at, before.at), lt(staffAuditLog.id, before.id)),
        )
      : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { at: last.at, id: last.id } : null };
}

/** The cursor as one URL parameter ("2026-11-25T10:00:00.000Z_uuid") and back; null when malformed. */
export function encodeCursor(cursor: AuditCursor): string {
  return `${cursor.at.toISOString()}_${cursor.id}`;
}

export function decodeCursor(value: string | null): AuditCursor | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([0-9a-f-]{36})$/.exec(value ?? "");
  if (!match) return null;
  const at = new Date(match[1] as string);
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2] as string };
}

/** The e-mail of each actor id (the log shows who; CLI_ACTOR stays as it is). */
export async function actorEmails(db: Reader, actors: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.filter((actor) => actor !== CLI_ACTOR))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
