import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "~/server/platform/db.server";
import { createThrowawayDatabase, databasesNamed, dropDatabase } from "./throwaway-database";

// Vitest's global set-up: the migrations run once per test run instead of once per test file.
// Each file's database starts as a copy of a migrated one: PGlite unpacks a dump of a migrated
// in-memory database (no initdb, no migrations), PostgreSQL clones a migrated template database.
// Migrations still run on every copy, where they find nothing left to do, so a copy can never
// lag behind the migrations folder.

declare module "vitest" {
  export interface ProvidedContext {
    /** A file with PGlite's dump of a freshly migrated database. */
    preparedPglite: string;
    /** A migrated PostgreSQL database to clone (TEMPLATE), when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
    /**
     * Set by the "shared" project (vitest.config.ts): a worker keeps its databases for the files
     * it runs, reset between them (database-pool.ts).
     */
    reuseDatabases?: boolean;
  }
}

let cleanups: Array<() => Promise<void>> = [];

export async function setup(project: TestProject) {
  const pglite = await openPglite("memory://");
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  await client.query("CHECKPOINT");
  const dump = await client.dumpDataDir("none");
  await pglite.close();
  const file = path.join(tmpdir(), `prepared-pglite-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  cleanups.push(() => rm(file, { force: true }));
  // The folder the files that start a server or script on a data folder copy (prepared-folder.ts).
  cleanups.push(() => rm(`${file}.folder`, { recursive: true, force: true }));
  project.provide("preparedPglite", file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl);
    const handle = await openPostgres(database.url);
    await handle.close();
    template = new URL(database.url).pathname.slice(1);
    // No connection may be open on a database while it is cloned; refusing them also keeps
    // autovacuum away from the fresh tables (it visits such databases only against wraparound).
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${template} ALLOW_CONNECTIONS false`);
    await admin.end();
    cleanups.push(database.drop);
    // The copies the shared workers kept to the end of their files, named after the template.
    const prefix = template;
    cleanups.push(async () => {
      for (const name of await databasesNamed(serverUrl, prefix)) await dropDatabase(serverUrl, name);
    });
  }
  project.provide("postgresTemplate", template);
}

export async function teardown() {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
}
