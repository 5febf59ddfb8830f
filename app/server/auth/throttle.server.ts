import { lt, sql } from "drizzle-orm";
import type { Database } from "../db.server";
import { rateLimits } from "../schema";

/**
 * Counts one attempt for `key` in the current fixed window and says whether it is over the
 * limit (issue 3 §3). Kept in the database, so every server process sees the same counts.
 */
export async function overLimit(
  db: Database,
  key: string,
  { limit, windowSeconds, now = new Date() }: { limit: number; windowSeconds: number; now?: Date },
): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return (row?.count ?? 0) > limit;
}

export const IP_LIMIT = { limit: 5, windowSeconds: 60 };
