// The database for a command-line script (seed, backup, restore, staff tools): the same code the
// server uses, so the embedded database's folder lock applies; a locked folder
// ends the script with the lock's message (who holds it, what to do) instead of a stack trace.
import { DatabaseLockedError } from "~/server/platform/database-lock.server";
import { type DatabaseHandle, openDatabase } from "~/server/platform/db.server";

export function exitIfLocked(error: unknown): void {
  if (error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
}

/** The script's own database for its run: it passes `db` on and closes the handle at the end. */
export async function scriptDatabase(): Promise<DatabaseHandle> {
  try {
    return await openDatabase();
  } catch (error) {
    exitIfLocked(error);
    throw error;
  }
}
