import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db.server";
import { rateLimits } from "../schema";

/**
 * Counts one attempt for `key` and says whether more than `limit` attempts fell within the last
 * `windowSeconds` (issue 3 §3). A sliding log rather than fixed minute buckets: with buckets,
 * 2 × limit attempts fit into a few seconds around a bucket's edge. Kept in the database, so every
 * server process sees the same counts; rows older than a day go in the housekeeping job.
 * `rate_limits.window_start` holds the attempt's time (to the millisecond; attempts in the same
 * millisecond share a row through `count`).
 */
export async function overLimit(
  db: Database,
  key: string,
  { limit, windowSeconds, now = new Date() }: { limit: number; windowSeconds: number; now?: Date },
): Promise<boolean> {
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ attempts: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
  return (row?.attempts ?? 0) > limit;
}

export const IP_LIMIT = { limit: 5, windowSeconds: 60 };
