// `npm run restore -- FILE`: puts a dump from `npm run backup` back, only into an empty database
// (decision records 008 and 019): an embedded dump (.tar.gz) into DATA_DIR/db, which must be
// missing or empty, with the generated AUTH_SECRET it carries back into DATA_DIR/secrets; a
// PostgreSQL dump (.pgdump) into the database of DATABASE_URL, which must have no tables.
// Migrations then run as at every start, so an older dump is brought up to today's schema. Last,
// it checks that this server's AUTH_SECRET decrypts the staff's second factors, and says so if not.
import "../server/load-env.js";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { createAuth } from "~/server/auth/auth.server";
import {
  type AuthSecretSource,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  readEmbeddedBackup,
  runPostgresTool,
} from "~/server/platform/backup.server";
import { type DatabaseHandle, openPglite, openPostgres, pgliteFolder } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { isLocalOrigin, restoreLocalSecret, storedLocalSecret } from "~/server/platform/local-secrets.server";
import { lessonProgress, mailOutbox, purchases, users } from "~/server/platform/schema.server";
import { secondFactorKeyAdvice, unreadableSecondFactors } from "~/server/staff/second-factor-key.server";
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

interface Restored {
  handle: DatabaseHandle;
  /** Where the backed-up server's AUTH_SECRET came from, when the dump says. */
  authSecretSource: AuthSecretSource;
}

async function restore(file: string): Promise<Restored> {
  const { DATABASE_URL, DATABASE_MIGRATION_URL, DATA_DIR } = env();
  if (file.endsWith(PGLITE_DUMP)) {
    if (DATABASE_URL) {
      throw new Error(
        "This is a dump of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    }
    const backup = readEmbeddedBackup(readFileSync(file));
    // openPglite takes the folder's lock and refuses a folder that is not empty.
    const handle = await openPglite(pgliteFolder(DATA_DIR), {
      restoreFrom: backup.database,
    });
    // The secret goes back only once the database did: a refused restore changes nothing.
    if (backup.authSecret) {
      const setAside = restoreLocalSecret(DATA_DIR, "auth-secret", backup.authSecret);
      console.log(`The backup's generated AUTH_SECRET is back in ${path.join(DATA_DIR, "secrets")}.`);
      if (setAside) console.log(`The different one that was there is kept as ${setAside}.`);
    }
    return { handle, authSecretSource: backup.authSecretSource };
  }
  if (file.endsWith(POSTGRES_DUMP)) {
    if (!DATABASE_URL) {
      throw new Error(
        "This is a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into.",
      );
    }
    // With two roles the tables are created by (and belong to) the migration role, which then
    // grants the app's role its rights as at every start.
    const ownerUrl = DATABASE_MIGRATION_URL ?? DATABASE_URL;
    const tables = await tablesIn(ownerUrl);
    if (tables > 0) {
      throw new Error(
        `The database of DATABASE_URL is not empty (${tables} tables): restore only into an empty one.`,
      );
    }
    await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", file], ownerUrl);
    const handle = await openPostgres(DATABASE_URL, { migrationUrl: DATABASE_MIGRATION_URL });
    return { handle, authSecretSource: "unknown" };
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
/**
 * The AUTH_SECRET a server started on this environment would use: the environment's, or on a
 * localhost origin the one in DATA_DIR (null when there is none yet, or no local one may be made).
 */
function serverAuthSecret(): string | null {
  const { AUTH_SECRET, DATA_DIR, PUBLIC_URL } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  return isLocalOrigin(PUBLIC_URL) ? storedLocalSecret(DATA_DIR, "auth-secret") : null;
}

/** Warns when the server to come cannot decrypt the restored staff's second factors. */
async function checkSecondFactorKeys({ handle, authSecretSource }: Restored): Promise<void> {
  if (authSecretSource === "environment") {
    console.log(
      "The backed-up server took AUTH_SECRET from its environment: set the same AUTH_SECRET here, or staff cannot pass their second factor.",
    );
  }
  const secret = serverAuthSecret();
  if (!secret) return;
  const { PUBLIC_URL } = env();
  const auth = createAuth({ db: handle.db, publicUrl: PUBLIC_URL, secret, production: false });
  const { unreadable, enrolled } = await unreadableSecondFactors(handle.db, auth);
  const emails = unreadable.map((staff) => staff.email);
  if (emails.length > 0) console.warn(`Warning: ${secondFactorKeyAdvice(emails, enrolled)}`);
}

try {
  const restored = await restore(path.resolve(file));
  const { handle } = restored;
  const rows = async (table: typeof users | typeof purchases | typeof lessonProgress | typeof mailOutbox) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  console.log(
    `Restored ${path.basename(file)}: ${await rows(users)} customers, ${await rows(purchases)} purchases, ` +
      `${await rows(lessonProgress)} lesson progress records, ${await rows(mailOutbox)} mails.`,
  );
  await checkSecondFactorKeys(restored);
  await handle.close();
} catch (error) {
  exitIfLocked(error);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
