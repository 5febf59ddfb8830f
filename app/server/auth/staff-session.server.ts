import { eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { sessions } from "../platform/schema.server";

/**
 * A staff session ends after 12 hours without a request. Idleness is read from the
 * session row's `last_active_at` (loaded with the session, so checking costs nothing) and
 * written at most every ACTIVITY_STEP_MINUTES, so staff browsing costs one small UPDATE per five
 * minutes instead of one per request; the end is therefore exact to within those minutes
 * (decision 012).
 */
export const STAFF_IDLE_HOURS = 12;
export const ACTIVITY_STEP_MINUTES = 5;

export function staffSessionIdle(lastActivity: Date, now = new Date()): boolean {
  return now.getTime() - lastActivity.getTime() > STAFF_IDLE_HOURS * 3600 * 1000;
}

/** Records activity when the last recorded one is older than the step; otherwise writes nothing. */
export async function touchStaffSession(
  db: Database,
  session: { id: string; lastActiveAt: Date },
  now = new Date(),
): Promise<void> {
  if (now.getTime() - session.lastActiveAt.getTime() < ACTIVITY_STEP_MINUTES * 60 * 1000) return;
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
}
