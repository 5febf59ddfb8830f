import {
  backupFileName,
  backupsFolder,
  DAILY_KEPT,
  embeddedBackup,
  newestBackupTime,
  PGLITE_DUMP,
  pruneDailyBackups,
  writeBackupFile,
} from "./backup.server";
import type { DatabaseHandle } from "./db.server";
import { log } from "./log.server";

// Decision record 008: while the server runs, nothing else may open the embedded database (the
// lock), so the server itself dumps it: once a day on its own, and when `npm run backup` asks by
// signal (SIGUSR2: only the server's own user or root can send it; nothing is exposed over HTTP).

/** The signal `npm run backup` sends to the process that holds the database folder. */
export const BACKUP_SIGNAL = "SIGUSR2";
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts the daily dump and the answer to BACKUP_SIGNAL; returns the stop function, which waits
 * for a dump under way (the database closes after it).
 */
export function startBackups(
  handle: DatabaseHandle,
  dataDir: string,
  { firstCheckMs = 5 * 60 * 1000 }: { firstCheckMs?: number } = {},
): () => Promise<void> {
  // PostgreSQL: `npm run backup` runs pg_dump beside the server.
  if (!handle.dumpDataDir) return async () => {};
  const folder = backupsFolder(dataDir);
  let queue: Promise<unknown> = Promise.resolve();

  const backUp = (kind: "backup" | "daily") => {
    queue = queue.then(async () => {
      try {
        const archive = await embeddedBackup(handle, dataDir);
        const file = writeBackupFile(folder, backupFileName(kind, PGLITE_DUMP), archive);
        if (kind === "daily") pruneDailyBackups(folder, DAILY_KEPT);
        log.info({ file }, "backup written");
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : String(error) }, "backup failed");
      }
    });
    return queue;
  };

  // Hourly look: a daily dump when the last one is a day old (a server restarted every night
  // still makes one a day; a fresh test server makes none in its first minutes).
  const daily = () => {
    if (Date.now() - newestBackupTime(folder, "daily-") >= DAY_MS) void backUp("daily");
  };
  const first = setTimeout(daily, firstCheckMs);
  const hourly = setInterval(daily, HOUR_MS);
  first.unref();
  hourly.unref();
  const onSignal = () => void backUp("backup");
  process.on(BACKUP_SIGNAL, onSignal);
  return async () => {
    clearTimeout(first);
    clearInterval(hourly);
    process.off(BACKUP_SIGNAL, onSignal);
    await queue;
  };
}
