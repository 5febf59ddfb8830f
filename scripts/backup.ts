// `npm run backup`: a consistent dump of the database into DATA_DIR/backups, the date in its name
// (decision records 008 and 019). PostgreSQL (DATABASE_URL): pg_dump, server running or not.
// Embedded database: opened here when the server is stopped; while it runs, the folder is the
// server's (the lock), so the server is asked by signal to write the dump itself. Either way the
// archive carries the data folder's generated AUTH_SECRET with the data.
import "../server/load-env.js";
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BACKUP_SIGNAL } from "~/server/platform/backup-schedule.server";
import {
  backupFileName,
  backupsFolder,
  dumpPostgres,
  embeddedBackup,
  PGLITE_DUMP,
  writeBackupFile,
} from "~/server/platform/backup.server";
import { DatabaseLockedError } from "~/server/platform/database-lock.server";
import { openPglite, pgliteFolder } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { exitIfLocked } from "./script-database";

const WAIT_FOR_SERVER_MS = 120_000;

/** Asks the server holding the folder for a dump and waits for the new file to appear. */
async function askServer(pid: number, folder: string): Promise<string> {
  const list = () => (existsSync(folder) ? readdirSync(folder) : []);
  const before = new Set(list());
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const made = list().find(
      (name) => !before.has(name) && name.startsWith("backup-") && name.endsWith(PGLITE_DUMP),
    );
    if (made) return path.join(folder, made);
  }
  throw new Error(
    `The server (process ${pid}) wrote no dump within ${WAIT_FOR_SERVER_MS / 1000} s: see its log.`,
  );
}

async function backUpEmbedded(dataDir: string, folder: string): Promise<string> {
  const databaseFolder = pgliteFolder(dataDir);
  if (!existsSync(path.join(databaseFolder, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${databaseFolder} to back up.`);
  }
  try {
    const handle = await openPglite(databaseFolder);
    try {
      const archive = await embeddedBackup(handle, dataDir);
      return writeBackupFile(folder, backupFileName("backup", PGLITE_DUMP), archive);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const owner = error instanceof DatabaseLockedError ? error.owner : null;
    if (owner && owner.hostname === os.hostname()) {
      console.log(`The server (process ${owner.pid}) holds the database: asking it for the dump…`);
      return askServer(owner.pid, folder);
    }
    exitIfLocked(error);
    throw error;
  }
}

const { DATABASE_URL, DATABASE_MIGRATION_URL, DATA_DIR, AUTH_SECRET } = env();
const folder = backupsFolder(DATA_DIR);
try {
  // With two roles the dump is the migration role's: the app's role cannot read the migrations' table.
  const file = DATABASE_URL
    ? await dumpPostgres(DATABASE_MIGRATION_URL ?? DATABASE_URL, folder)
    : await backUpEmbedded(DATA_DIR, folder);
  console.log(`Backup written: ${file}`);
  console.log(`Restore it into an empty data folder with: npm run restore -- ${file}`);
  // Staff's second factors are encrypted with AUTH_SECRET: say where it is when it is not inside.
  if (AUTH_SECRET) {
    console.log(
      "AUTH_SECRET comes from the environment and is not in the backup: the restored server needs the same value, or staff cannot pass their second factor.",
    );
  } else if (DATABASE_URL) {
    console.log(
      `A PostgreSQL dump does not hold the generated AUTH_SECRET: keep ${path.join(DATA_DIR, "secrets", "auth-secret")} with it (staff's second factors need it).`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
