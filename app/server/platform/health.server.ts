import { sql } from "drizzle-orm";
import type { Database } from "./db.server";

/** A real round trip to the database, bounded in time so a hung server answers "down". */
export async function databaseIsUp(db: Database | Promise<Database>, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = (async () => {
    await (await db).execute(sql`select 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
