import { inject } from "vitest";
import { type Database, openPostgres } from "~/server/platform/db.server";
import { mailWorkerIdle } from "~/server/mail/mail-worker.server";
import { createThrowawayDatabase, openPreparedPglite, type TestDatabaseKind } from "./test-database";

// Two app instances on one database, as production runs them behind the balancer: on PostgreSQL
// two pools of their own on one throwaway database (what two processes hold), so their
// transactions really run at once; the embedded database has one process, so both are the same.

export interface TwoInstances {
  a: Database;
  b: Database;
  close: () => Promise<void>;
}

export async function openTwoInstances(kind: TestDatabaseKind["name"]): Promise<TwoInstances> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === "pglite" || !adminUrl) {
    const handle = await openPreparedPglite();
    return {
      a: handle.db,
      b: handle.db,
      close: async () => {
        await mailWorkerIdle();
        await handle.close();
      },
    };
  }
  const database = await createThrowawayDatabase(adminUrl, {
    template: inject("postgresTemplate") ?? undefined,
  });
  const first = await openPostgres(database.url);
  const second = await openPostgres(database.url);
  return {
    a: first.db,
    b: second.db,
    close: async () => {
      await mailWorkerIdle();
      await first.close();
      await second.close();
      await database.drop();
    },
  };
}
