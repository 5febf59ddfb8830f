import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { schoolTimeZone } from "~/i18n/format";
import type { Database } from "./db.server";
import { staffAuditLog, users } from "./schema.server";

/** A database or an open transaction: the audit row commits with the action it records. */
type Writer = Pick<Database, "insert">;
type Reader = Pick<Database, "select" | "selectDistinct">;

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

/** What the log page narrows the log to; every part is optional. */
export interface AuditFilter {
  /** The staff member's user id, or CLI_ACTOR. */
  actor?: string;
  action?: string;
  /** Entries about any of these customers (an empty list matches nothing). */
  customerIds?: string[];
  /** Calendar days in Frankfurt ("2026-11-27"), both included. */
  from?: string;
  to?: string;
}

/** Midnight at the start of a Frankfurt calendar day, as the database's instant. */
const frankfurtMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${schoolTimeZone})`;

function filterConditions(filter: AuditFilter): (SQL | undefined)[] {
  return [
    filter.actor ? eq(staffAuditLog.actor, filter.actor) : undefined,
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    filter.customerIds
      ? filter.customerIds.length
        ? inArray(staffAuditLog.customerUserId, filter.customerIds)
        : sql`false`
      : undefined,
    filter.from ? sql`${staffAuditLog.at} >= ${frankfurtMidnight(filter.from)}` : undefined,
    filter.to ? sql`${staffAuditLog.at} < ${frankfurtMidnight(filter.to, 1)}` : undefined,
  ];
}

/**
 * Newest first, `limit` entries, optionally one customer's only or narrowed by a filter, optionally
 * after a cursor (the last entry of the previous page). Returns one page and the cursor of the next.
 */
export async function listStaffActions(
  db: Reader,
  {
    customerId,
    limit,
    before,
    filter = {},
  }: { customerId?: string; limit: number; before?: AuditCursor; filter?: AuditFilter },
): Promise<{ entries: StaffActionRecord[]; next: AuditCursor | null }> {
  const conditions = [
    customerId ? eq(staffAuditLog.customerUserId, customerId) : undefined,
    ...filterConditions(filter),
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

/** The actions that occur in the log (the filter offers them beside the catalog's). */
export async function loggedActions(db: Reader): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .orderBy(staffAuditLog.action);
  return rows.map((row) => row.action);
}

/** The staff members (and the command line) who appear in the log, for its filter. */
export async function loggedActors(db: Reader): Promise<{ id: string; email: string | null }[]> {
  // Customers act too (moving their own booking, correcting their phone), but the filter is "which
  // staff member": staff now, and those who left the team (their entries stay theirs), or a
  // deleted account, never someone who has only ever been a customer.
  const rows = await db
    .selectDistinct({ actor: staffAuditLog.actor })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actor))
    .where(
      or(
        isNull(users.id),
        eq(users.role, "staff"),
        sql`exists (select 1 from ${staffAuditLog} as left_team where left_team.action = 'staff.remove' and left_team.subject_id = ${staffAuditLog.actor})`,
      ),
    );
  const emails = await actorEmails(
    db,
    rows.map((row) => row.actor),
  );
  return rows
    .map((row) => ({
      id: row.actor,
      email: row.actor === CLI_ACTOR ? null : (emails.get(row.actor) ?? row.actor),
    }))
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
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
export async function actorEmails(
  db: Pick<Database, "select">,
  actors: string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(actors.filter((actor) => actor !== CLI_ACTOR))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
