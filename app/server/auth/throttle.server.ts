import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { rateLimits } from "../platform/schema.server";

// Attempts are counted in the database, so every server process sees the same counts; rows
// older than a day go in the housekeeping job. `rate_limits.window_start` holds the attempt's
// time (to the millisecond; attempts in the same millisecond share a row through `count`).

/** Counts one attempt for `key` at `now`. */
export async function countAttempt(db: Database, key: string, now = new Date()): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
}

/** Attempts counted for `key` within the `windowSeconds` before `now`. */
export async function attemptsWithin(
  db: Database,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ attempts: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
  return row?.attempts ?? 0;
}

export async function forgetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts one attempt for `key` and says whether more than `limit` attempts fell within the last
 * `windowSeconds`. A sliding log rather than fixed minute buckets: with buckets,
 * 2 × limit attempts fit into a few seconds around a bucket's edge.
 */
export async function overLimit(
  db: Database,
  key: string,
  { limit, windowSeconds, now = new Date() }: { limit: number; windowSeconds: number; now?: Date },
): Promise<boolean> {
  await countAttempt(db, key, now);
  return (await attemptsWithin(db, key, windowSeconds, now)) > limit;
}

export const IP_LIMIT = { limit: 5, windowSeconds: 60 };

/**
 * The part of a client address that names one subscriber: an IPv4 address as it is, an IPv6
 * address by its /64 (one home or phone gets a whole /64, so counting single IPv6 addresses
 * would give an attacker billions of fresh ones).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.replace(/%.*$/, "").toLowerCase().split("::", 2);
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
