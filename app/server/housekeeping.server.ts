import { lt } from "drizzle-orm";
import type { Database } from "./db.server";
import { fillFirstAidDates } from "./first-aid/date-fill.server";
import { rateLimits, sessions, verifications } from "./schema";

/** Removes what can no longer be used: expired sessions and links, old throttle windows. */
export async function removeExpired(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
}

/**
 * At start and hourly: removes what expired, and keeps the first-aid dates filled a year ahead
 * (issue 14 §3; the reads fill too, so a page is right before this first runs).
 */
export function startHousekeeping(db: Database): () => void {
  const run = () => {
    void removeExpired(db).catch((error) => console.error("[housekeeping]", error));
    void fillFirstAidDates(db).catch((error) => console.error("[housekeeping] first-aid dates:", error));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
