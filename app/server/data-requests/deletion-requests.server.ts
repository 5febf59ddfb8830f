import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { queueMail } from "../mail/outbox.server";
import { deletionRequestNotice } from "../mail/school-notices.server";
import { deletionRequests, users } from "../platform/schema.server";

// A customer's "delete my data" button and the owners' list of requests. The request itself is
// only a row and a notice to the school's inbox: an owner looks at it and deletes (the law leaves
// a month, and some data must be kept; a person decides, customer-deletion.server.ts does it).

export type RequestOutcome = "requested" | "already-open";

/** One open request per customer (a unique index): a second click changes nothing, mails nobody. */
export async function requestDeletion(
  db: Database,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return "already-open";
    const added = await tx
      .insert(deletionRequests)
      .values({ userId, requestedAt: now })
      .onConflictDoNothing()
      .returning({ id: deletionRequests.id });
    if (added.length === 0) return "already-open";
    await queueMail(tx, deletionRequestNotice({ email: user.email, requestedAt: now }));
    return "requested";
  });
}

/** The customer's open request, if any: their data page says it is on its way. */
export async function openRequestOf(db: Pick<Database, "select">, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ requestedAt: deletionRequests.requestedAt })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, "open")));
  return row?.requestedAt ?? null;
}

export interface DeletionRequestRow {
  id: string;
  userId: string;
  email: string;
  name: string;
  status: "open" | "done";
  requestedAt: Date;
  doneAt: Date | null;
}

/** Open requests first (oldest first: the deadline runs from the request), then the last done ones. */
export async function listDeletionRequests(
  db: Pick<Database, "select">,
  limit = 100,
): Promise<DeletionRequestRow[]> {
  return db
    .select({
      id: deletionRequests.id,
      userId: deletionRequests.userId,
      email: users.email,
      name: users.name,
      status: deletionRequests.status,
      requestedAt: deletionRequests.requestedAt,
      doneAt: deletionRequests.doneAt,
    })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .orderBy(
      sql`case when ${deletionRequests.status} = 'open' then 0 else 1 end`,
      asc(deletionRequests.requestedAt),
    )
    .limit(limit);
}

/** For the dashboard. */
export async function openDeletionRequestCount(db: Pick<Database, "select">): Promise<number> {
  const [row] = await openDeletionRequestCountQuery(db);
  return row?.open ?? 0;
}

/** The select of `openDeletionRequestCount`, not yet run (one row: `open`). */
export function openDeletionRequestCountQuery(db: Pick<Database, "select">) {
  return db.select({ open: count() }).from(deletionRequests).where(eq(deletionRequests.status, "open"));
}
