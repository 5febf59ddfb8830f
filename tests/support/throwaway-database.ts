import { randomBytes } from "node:crypto";
import pg from "pg";

/** Error codes worth a retry: 42501 / 55006 while another process is still on the database. */
function busy(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "42501" || code === "55006";
}

/**
 * A throwaway database on the server of `adminUrl`: its URL and how to drop it. With `template`,
 * a copy of that (migrated) database: PostgreSQL copies its files instead of replaying migrations.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A clone fails with 55006 while anything is connected to the template; nothing should be,
    // but a retry costs less than a red run.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
        break;
      } catch (error) {
        if (!busy(error) || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // FORCE ends our own leftover connections, but may not end a server process of another
        // role (42501): PostgreSQL 15's autovacuum worker on the fresh tables is one. A plain DROP
        // makes the autovacuum worker stop by itself: the retries take turns.
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}${attempt % 2 === 1 ? " WITH (FORCE)" : ""}`);
            return;
          } catch (error) {
            if (!busy(error) || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
