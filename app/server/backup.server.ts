import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// Issue 11 §2 (decision record 008): backups the school can use. The embedded database is dumped
// as PGlite's own data-folder archive (.tar.gz), PostgreSQL with pg_dump's custom format (.pgdump),
// both into DATA_DIR/backups with the date and time in the name.

export const PGLITE_DUMP = ".tar.gz";
export const POSTGRES_DUMP = ".pgdump";
/** Daily dumps the running server makes of the embedded database; older ones are removed. */
export const DAILY_KEPT = 14;

export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** "backup-2026-11-23T03-00-00Z.tar.gz": sorts by date, no characters a file system refuses. */
export function backupFileName(kind: "backup" | "daily", extension: string, date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `${kind}-${stamp}${extension}`;
}

/**
 * Writes a dump under a name nobody else uses, through a ".partial" file renamed at the end, so a
 * file with the final name is always complete. Returns its path.
 */
export function writeBackupFile(folder: string, name: string, content: Uint8Array): string {
  mkdirSync(folder, { recursive: true });
  const target = uniquePath(folder, name);
  writeFileSync(`${target}.partial`, content, { mode: 0o600 });
  renameSync(`${target}.partial`, target);
  return target;
}

function uniquePath(folder: string, name: string): string {
  const extension = name.endsWith(PGLITE_DUMP) ? PGLITE_DUMP : path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; ; n++) {
    const candidate = path.join(folder, n === 1 ? name : `${stem}-${n}${extension}`);
    try {
      statSync(candidate);
    } catch {
      return candidate;
    }
  }
}

/** Removes the oldest daily dumps beyond `keep`; dumps made by hand are never removed. */
export function pruneDailyBackups(folder: string, keep = DAILY_KEPT): string[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.startsWith("daily-") && !name.endsWith(".partial"));
  } catch {
    return [];
  }
  const removed = names.sort().reverse().slice(keep);
  for (const name of removed) rmSync(path.join(folder, name), { force: true });
  return removed;
}

/** When the newest dump whose name starts with `prefix` was made (ms since the epoch), or 0. */
export function newestBackupTime(folder: string, prefix = ""): number {
  try {
    return Math.max(
      0,
      ...readdirSync(folder)
        .filter((name) => name.startsWith(prefix) && !name.endsWith(".partial"))
        .map((name) => statSync(path.join(folder, name)).mtimeMs),
    );
  } catch {
    return 0;
  }
}

/** node-postgres style URL → the URL without its password, plus the password for PGPASSWORD. */
function withoutPassword(connectionString: string): { url: string; password: string } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), password };
}

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) on the database of `connectionString`; the
 * password travels in the environment, never on the command line (visible to `ps`).
 */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], connectionString: string) {
  const { url, password } = withoutPassword(connectionString);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "inherit", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install -y postgresql-client).`
            : `${tool} failed: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** pg_dump of the whole database in its custom format (compressed, restorable with pg_restore). */
export async function dumpPostgres(connectionString: string, folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const target = uniquePath(folder, backupFileName("backup", POSTGRES_DUMP));
  try {
    await runPostgresTool(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}.partial`],
      connectionString,
    );
  } catch (error) {
    rmSync(`${target}.partial`, { force: true });
    throw error;
  }
  renameSync(`${target}.partial`, target);
  return target;
}
