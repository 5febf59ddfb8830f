import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, openPglite, openPostgres } from "~/server/platform/db.server";
import { drawDocumentAttachment } from "~/server/invoices/invoice-attachment.server";
import { drawAttachmentsWith, mailWorkerIdle } from "~/server/mail/mail-worker.server";
import * as schema from "~/server/platform/schema.server";
import { type DatabasePool, pglitePool, postgresPool } from "./database-pool";
import { createThrowawayDatabase } from "./throwaway-database";

export { createThrowawayDatabase };

// The mail worker of the tests' own modules draws invoice PDFs as the server's does (server/app.ts).
drawAttachmentsWith(drawDocumentAttachment);

// Each test file gets a fresh, migrated database: always PGlite in memory, and a
// throwaway database on a real PostgreSQL server too when TEST_DATABASE_URL is set. Both start as
// copies of the database the global set-up migrated once (prepared-databases.ts). In the files
// that share a worker (vitest.config.ts) a database a file closed is reset to that state and
// handed to the worker's next file (database-pool.ts, decision 083).

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open: () => Promise<DatabaseHandle>;
  /**
   * An empty database without migrations, for tests of one migration: `migrate(folder)` applies the
   * migrations of a folder that are newer than the last one applied, as the server does at start.
   */
  openUnmigrated: () => Promise<UnmigratedDatabase>;
}

export interface UnmigratedDatabase extends DatabaseHandle {
  migrate: (migrationsFolder: string) => Promise<void>;
}

let preparedDump: Promise<Blob> | undefined;

/** PGlite's dump of the database the global set-up migrated: unpacked, it needs no initdb. */
export function preparedPgliteDump(): Promise<Blob> {
  preparedDump ??= readFile(inject("preparedPglite")).then((bytes) => new Blob([bytes]));
  return preparedDump;
}

/** PGlite in memory, unpacked from the prepared dump of a migrated database. */
export async function openPreparedPglite(): Promise<DatabaseHandle> {
  return openPglite("memory://", { restoreFrom: await preparedPgliteDump() });
}

/** A copy of the prepared template; a shared worker's copies are named after it (dropped at the end). */
function copyOfTemplate(adminUrl: string, { pooled }: { pooled: boolean }) {
  const template = inject("postgresTemplate") ?? undefined;
  return createThrowawayDatabase(adminUrl, { template, prefix: pooled && template ? template : "test" });
}

async function openThrowawayPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const { url, drop } = await copyOfTemplate(adminUrl, { pooled: false });
  const handle = await openPostgres(url);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

async function unmigratedPglite(): Promise<UnmigratedDatabase> {
  const client = await PGlite.create("memory://");
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function unmigratedPostgres(adminUrl: string): Promise<UnmigratedDatabase> {
  const { url, drop } = await createThrowawayDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}

/**
 * A test's database closes only after the mail worker's run on it has ended: routes kick the worker
 * without waiting, and a run cut off by the close would log a failure that is none.
 */
function closingAfterMail(open: () => Promise<DatabaseHandle>): () => Promise<DatabaseHandle> {
  return async () => {
    const handle = await open();
    return {
      ...handle,
      close: async () => {
        await mailWorkerIdle();
        await handle.close();
      },
    };
  };
}

// The worker's pools, one per kind, kept by this module for the files the worker runs after each other.
let pglites: DatabasePool | undefined;
const postgresPools = new Map<string, DatabasePool>();

/** The worker's pool of embedded databases. */
export function sharedPglitePool(): DatabasePool {
  pglites ??= pglitePool(openPreparedPglite, mailWorkerIdle);
  return pglites;
}

/** The worker's pool of copies of the template on the server of `adminUrl`. */
export function sharedPostgresPool(adminUrl: string): DatabasePool {
  let pool = postgresPools.get(adminUrl);
  if (!pool)
    postgresPools.set(
      adminUrl,
      (pool = postgresPool(() => copyOfTemplate(adminUrl, { pooled: true }), mailWorkerIdle)),
    );
  return pool;
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  // Only where files share a worker (the "shared" project): a file of its own process would leave
  // its database to nobody.
  const reuse = inject("reuseDatabases") === true;
  const kinds: TestDatabaseKind[] = [
    {
      name: "pglite",
      open: reuse ? () => sharedPglitePool().open() : closingAfterMail(openPreparedPglite),
      openUnmigrated: unmigratedPglite,
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    kinds.push({
      name: "postgres",
      open: reuse
        ? () => sharedPostgresPool(serverUrl).open()
        : closingAfterMail(() => openThrowawayPostgres(serverUrl)),
      openUnmigrated: () => unmigratedPostgres(serverUrl),
    });
  else if (process.env.CI === "true") {
    // Under CI a missing database server is a failure, never a silent skip.
    throw new Error("CI=true but TEST_DATABASE_URL is not set: .ci/run must start PostgreSQL.");
  }
  return kinds;
}

/**
 * For tests of the two-role setup (decision 020): the server's URL of the test role, which creates
 * and owns the throwaway databases (the migration role), and TEST_DATABASE_APP_URL, a second login
 * role that owns nothing (the app's role; .ci/run creates it). Null when either is missing, which
 * under CI is a failure, as for TEST_DATABASE_URL.
 */
export function twoRoleServer(): { ownerUrl: string; appUrl: string } | null {
  const ownerUrl = process.env.TEST_DATABASE_URL;
  const appUrl = process.env.TEST_DATABASE_APP_URL;
  if (ownerUrl && appUrl) return { ownerUrl, appUrl };
  if (process.env.CI === "true") {
    throw new Error(
      "CI=true but TEST_DATABASE_URL or TEST_DATABASE_APP_URL is not set: .ci/run must create both roles.",
    );
  }
  return null;
}

/** `url` with the database name of `databaseUrl`: the same database, logged in as another role. */
export function sameDatabaseAs(url: string, databaseUrl: string): string {
  const result = new URL(url);
  result.pathname = new URL(databaseUrl).pathname;
  return result.toString();
}
