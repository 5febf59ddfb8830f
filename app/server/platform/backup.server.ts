import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { DatabaseHandle } from "./db.server";
import { env } from "./env.server";
import { storedLocalSecret } from "./local-secrets.server";
import { tar, untar } from "./tar.server";

// Backups the school can use (decision records 008 and 019). The embedded database is dumped as
// PGlite's own data-folder archive, packed with the folder's generated AUTH_SECRET into one
// .tar.gz; PostgreSQL with pg_dump's custom format (.pgdump). Both go into DATA_DIR/backups with
// the date and time in the name.

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

// The embedded backup archive (decision 019): a gzipped tar of these entries. The staff's second
// factors are encrypted with AUTH_SECRET, so a database restored without the secret it was written
// with would lock every staff member out; on a laptop that secret is generated into DATA_DIR.
const MANIFEST_ENTRY = "backup.json";
const DATABASE_ENTRY = "database.tar";
const AUTH_SECRET_ENTRY = "secrets/auth-secret";

/**
 * Where the backed-up server's AUTH_SECRET came from: generated into its data folder (and then in
 * the archive), its environment (never written into a backup: set the same value on the restored
 * server), or unknown (an archive from before the secret travelled with it).
 */
export type AuthSecretSource = "generated" | "environment" | "unknown";

interface BackupManifest {
  format: 1;
  createdAt: string;
  authSecret: Exclude<AuthSecretSource, "unknown">;
}

/** The backup archive of an open embedded database and the generated secret of its data folder. */
export async function embeddedBackup(handle: DatabaseHandle, dataDir: string): Promise<Uint8Array> {
  if (!handle.dumpDataDir) throw new Error("Only the embedded database is archived this way.");
  const database = await handle.dumpDataDir();
  const fromEnvironment = Boolean(env().AUTH_SECRET);
  const generated = fromEnvironment ? null : storedLocalSecret(dataDir, "auth-secret");
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    authSecret: fromEnvironment ? "environment" : "generated",
  };
  const encoder = new TextEncoder();
  return gzipSync(
    tar([
      { name: MANIFEST_ENTRY, data: encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`) },
      ...(generated ? [{ name: AUTH_SECRET_ENTRY, data: encoder.encode(generated) }] : []),
      { name: DATABASE_ENTRY, data: database },
    ]),
  );
}

/**
 * What an embedded backup archive holds: the database folder's tar (for PGlite's loadDataDir),
 * the generated AUTH_SECRET when it travelled with it, and where the secret came from. An archive
 * written before the secret travelled with the data is PGlite's own archive alone.
 */
export function readEmbeddedBackup(file: Uint8Array): {
  database: Blob;
  authSecret: string | null;
  authSecretSource: AuthSecretSource;
} {
  let contents: Uint8Array;
  try {
    contents = gunzipSync(file);
  } catch {
    throw new Error("This file is not a backup archive of the embedded database (not gzip).");
  }
  const entries = untar(contents);
  const entry = (name: string) => entries.find((candidate) => candidate.name === name)?.data;
  const manifestBytes = entry(MANIFEST_ENTRY);
  if (!manifestBytes) {
    return { database: new Blob([new Uint8Array(contents)]), authSecret: null, authSecretSource: "unknown" };
  }
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Partial<BackupManifest>;
  const database = entry(DATABASE_ENTRY);
  if (!database) throw new Error(`The backup archive has no ${DATABASE_ENTRY}: it is damaged.`);
  const secret = entry(AUTH_SECRET_ENTRY);
  return {
    database: new Blob([new Uint8Array(database)]),
    authSecret: secret ? new TextDecoder().decode(secret).trim() : null,
    authSecretSource:
      manifest.authSecret === "environment" ? "environment" : secret ? "generated" : "unknown",
  };
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
