import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "~/server/db.server";

// Issue 2: each test file gets a fresh, migrated database: always PGlite in memory, and a
// throwaway database on a real PostgreSQL server too when TEST_DATABASE_URL is set.

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open: () => Promise<DatabaseHandle>;
}

async function openThrowawayPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: () => openPglite("memory://") }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: "postgres", open: () => openThrowawayPostgres(serverUrl) });
  else if (process.env.CI === "true") {
    // Under CI a missing database server is a failure, never a silent skip (issue 2 §8).
    throw new Error("CI=true but TEST_DATABASE_URL is not set: .ci/run must start PostgreSQL.");
  }
  return kinds;
}
