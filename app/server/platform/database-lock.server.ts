import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// PGlite is PostgreSQL in one process, without PostgreSQL's postmaster.pid guard.
// A second process on the same folder (a second `npm start`, `npm run seed` beside the server, a
// cron job) writes the same files and leaves the database unusable ("PGlite failed to initialize
// properly"). So whoever opens the folder first takes this lock, and everyone else stops.

/** What the lock file records about its owner (JSON). */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** When the owning process started (ms since the epoch), to tell a reused pid from the owner. */
  processStartedAt: number;
  lockedAt: string;
  command: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.hostname} (${owner.command}, since ${owner.lockedAt})`
      : "another process (its lock file cannot be read)";
    const elsewhere = owner && owner.hostname !== os.hostname();
    super(
      [
        `The embedded database in ${folder} is in use by ${who}.`,
        "Only one process may open it at a time: stop the server first, or use DATABASE_URL " +
          "(PostgreSQL) to run scripts while the server runs.",
        elsewhere
          ? `If nothing runs on ${owner.hostname} any more, delete ${lockFileFor(folder)}.`
          : `A running server answers \`npm run backup\` itself (see the README).`,
      ].join("\n"),
    );
    this.name = "DatabaseLockedError";
  }
}

/** The lock sits beside the database folder, so a dump of the folder never carries it along. */
export function lockFileFor(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

export function readLockOwner(folder: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFileFor(folder), "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

const thisProcessStartedAt = Date.now() - process.uptime() * 1000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When a live pid was started (ms since the epoch), on Linux; null elsewhere. After a reboot or a
 * container restart the recorded pid often belongs to another process (or to us: pid 1 again).
 */
function processStartTime(pid: number): number | null {
  try {
    // /proc/PID/stat field 22: start time in clock ticks (100 a second) after boot; the command
    // name (field 2) may contain spaces, so count from its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    return Number.isFinite(ticks) && bootSeconds ? bootSeconds * 1000 + ticks * 10 : null;
  } catch {
    return null;
  }
}

/** The owner is gone: a dead pid, our own pid from an earlier life, or a pid now used by another. */
function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return false; // another machine's pid says nothing here
  if (owner.pid === process.pid) return true; // not held by us (checked first), so an earlier life
  if (!isAlive(owner.pid)) return true;
  const started = processStartTime(owner.pid);
  // The owner's own estimate and /proc agree within a second; a reused pid started far from it.
  return started !== null && Math.abs(started - owner.processStartedAt) > 5_000;
}

// Locks this process holds (file → its content), so one process cannot open a folder twice either.
// Kept on globalThis: it is the process's own state (its lock files and their exit listener), and
// the development server re-evaluates this module after an edit; a second map would lose track.
const registry = globalThis as typeof globalThis & { __databaseLocks?: Map<string, string> };
const held = (registry.__databaseLocks ??= heldLocks());

function heldLocks(): Map<string, string> {
  const locks = new Map<string, string>();
  // A normal exit (end of a script, process.exit after SIGTERM) removes our locks; after a crash
  // or kill -9 the next process finds the pid dead and takes over.
  process.on("exit", () => {
    for (const [file, mine] of locks) removeIfMine(file, mine);
  });
  return locks;
}

function tryCreate(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    // "wx": created atomically, or EEXIST when someone holds it (O_CREAT | O_EXCL).
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the exclusive lock of a PGlite folder, or throws DatabaseLockedError naming the holder.
 * A stale lock (its process is gone) is taken over. Returns the release function; the lock is
 * also removed when the process exits normally.
 */
export function lockDatabaseFolder(folder: string): () => void {
  const absolute = path.resolve(folder);
  const file = lockFileFor(absolute);
  if (held.has(file)) throw new DatabaseLockedError(absolute, readLockOwner(absolute));
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStartedAt: thisProcessStartedAt,
    lockedAt: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(" ")
      .slice(0, 200),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, owner)) {
      held.set(file, JSON.stringify(owner));
      return () => release(file);
    }
    const current = readLockOwner(absolute);
    if (current ? isStale(current) : unreadableForLong(file)) takeOver(file, current);
    else if (current) throw new DatabaseLockedError(absolute, current);
    else pause(50); // being written this very moment: look again
  }
  throw new DatabaseLockedError(absolute, readLockOwner(absolute));
}

/**
 * An unreadable lock file that has not changed for a while: its owner died between creating and
 * writing it (a window of microseconds), or the disk filled up. Treated as stale.
 */
function unreadableForLong(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > 10_000;
  } catch {
    return false; // gone meanwhile: the next attempt creates ours
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Moves a stale lock aside, atomically (rename), then checks that what moved is the stale lock
 * and not one a faster process created meanwhile; such a lock is put back.
 */
function takeOver(file: string, stale: LockOwner | null): void {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it first: try to create ours again
  }
  let moved: LockOwner | null = null;
  try {
    moved = JSON.parse(readFileSync(aside, "utf8")) as LockOwner;
  } catch {
    /* unreadable: it was the damaged stale one */
  }
  if (moved && (moved.pid !== stale?.pid || moved.lockedAt !== stale?.lockedAt)) {
    // A live owner's lock: restore it unless yet another process created one meanwhile.
    try {
      renameSync(aside, file);
    } catch {
      /* leave it aside; the next attempt reads the current lock */
    }
    return;
  }
  rmSync(aside, { force: true });
}

function release(file: string): void {
  const mine = held.get(file);
  if (mine === undefined) return;
  held.delete(file);
  removeIfMine(file, mine);
}

/** Only our own lock: never one that a later owner took over after we were presumed dead. */
function removeIfMine(file: string, mine: string): void {
  try {
    if (readFileSync(file, "utf8").trim() === mine) rmSync(file, { force: true });
  } catch {
    /* already gone */
  }
}
