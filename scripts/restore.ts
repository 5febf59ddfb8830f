// `npm run restore -- FILE`: puts a dump from `npm run backup` back, only into an empty database
// (issue 11 §2): an embedded dump (.tar.gz) into DATA_DIR/db, which must be missing or empty; a
// PostgreSQL dump (.pgdump) into the database of DATABASE_URL, which must have no tables.
// Migrations then run as at every start, so an older dump is brought up to today's schema.
import "../server/load-env.js";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { PGLITE_DUMP, POSTGRES_DUMP, runPostgresTool } from "~/server/backup.server";
import { type DatabaseHandle, openPglite, openPostgres, pgliteFolder } from "~/server/db.server";
import { env } from "~/server/env.server";
import { lessonProgress, mailOutbox, purchases, users } from "~/server/schema";
import { exitIfLocked } from "./script-database";

async function tablesIn(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function restore(file: string): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (file.endsWith(PGLITE_DUMP)) {
    if (DATABASE_URL) {
      throw new Error(
        "This is a dump of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    }
    // openPglite takes the folder's lock and refuses a folder that is not empty.
    return openPglite(pgliteFolder(DATA_DIR), { restoreFrom: new Blob([readFileSync(file)]) });
  }
  if (file.endsWith(POSTGRES_DUMP)) {
    if (!DATABASE_URL) {
      throw new Error(
        "This is a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into.",
      );
    }
    const tables = await tablesIn(DATABASE_URL);
    if (tables > 0) {
      throw new Error(
        `The database of DATABASE_URL is not empty (${tables} tables): restore only into an empty one.`,
      );
    }
    await runPostgresTool(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", file],
      DATABASE_URL,
    );
    return openPostgres(DATABASE_URL);
  }
  throw new Error(
    `Unknown dump ${path.basename(file)}: expected a ${PGLITE_DUMP} or ${POSTGRES_DUMP} file from npm run backup.`,
  );
}

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(
    file ? `No such file: ${file}` : "Usage: npm run restore -- FILE (a dump from npm run backup)",
  );
  process.exit(2);
}
try {
  const handle = await restore(path.resolve(file));
  const rows = async (table: typeof users | typeof purchases | typeof lessonProgress | typeof mailOutbox) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  console.log(
    `Restored ${path.basename(file)}: ${await rows(users)} customers, ${await rows(purchases)} purchases, ` +
      `${await rows(lessonProgress)} lesson progress records, ${await rows(mailOutbox)} mails.`,
  );
  await handle.close();
} catch (error) {
  exitIfLocked(error);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
