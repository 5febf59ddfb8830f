import { randomBytes } from "node:crypto";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import { inject } from "vitest";
import { openPglite, pgliteFolder } from "~/server/platform/db.server";
import { preparedPgliteDump } from "./test-database";

/**
 * The run's migrated embedded database as a folder on disk, named after the prepared dump (the
 * global teardown in prepared-databases.ts removes both). The first file of the run that needs one unpacks the dump and opens it
 * once (PostgreSQL's start inside WebAssembly, seconds of CPU); every later data folder is a copy
 * of its files. Several processes may ask at once: each makes its own under a private name and
 * renames it into place; a rename onto a folder another process put there first fails, and that
 * copy is dropped.
 */
async function preparedFolder(): Promise<string> {
  const folder = `${inject("preparedPglite")}.folder`;
  if (existsSync(folder)) return folder;
  const making = `${folder}.${process.pid}-${randomBytes(3).toString("hex")}`;
  const handle = await openPglite(making, { restoreFrom: await preparedPgliteDump() });
  await handle.close();
  try {
    renameSync(making, folder);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return folder;
}

/**
 * Puts a migrated embedded database into `dataDir` (its `db` folder), as a first open from the
 * prepared dump would leave it after closing, for a server or script whose test is not about a
 * first start. A copy of a closed PostgreSQL data folder is a valid data folder.
 */
export async function copyPreparedPglite(dataDir: string): Promise<void> {
  cpSync(await preparedFolder(), pgliteFolder(dataDir), { recursive: true });
}
