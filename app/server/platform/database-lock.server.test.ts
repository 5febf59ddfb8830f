import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  DatabaseLockedError,
  lockDatabaseFolder,
  lockFileFor,
  type LockOwner,
  readLockOwner,
} from "./database-lock.server";

// The lock every process takes before it opens the embedded database's folder.

const root = mkdtempSync(path.join(os.tmpdir(), "database-lock-"));
let n = 0;
const freshFolder = () => path.join(root, `db-${++n}`);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeLock(folder: string, owner: Partial<LockOwner>) {
  const full: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStartedAt: Date.now(),
    lockedAt: new Date().toISOString(),
    command: "server.js",
    ...owner,
  };
  writeFileSync(lockFileFor(folder), JSON.stringify(full));
  return full;
}

/** Another real process that takes the lock and keeps it until killed. */
async function holderProcess(folder: string): Promise<ChildProcess> {
  const module = path.join(import.meta.dirname, "database-lock.server.ts");
  const code = `const m = await import(${JSON.stringify(module)}); m.lockDatabaseFolder(${JSON.stringify(folder)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

describe("lockDatabaseFolder", () => {
  it("creates the lock beside the folder with this process as owner, and removes it on release", () => {
    const folder = freshFolder();
    const release = lockDatabaseFolder(folder);
    expect(lockFileFor(folder)).toBe(`${folder}.lock`);
    expect(readLockOwner(folder)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    release();
    expect(existsSync(lockFileFor(folder))).toBe(false);
  });

  it("refuses a second opening of the same folder, even from this process", () => {
    const folder = freshFolder();
    const release = lockDatabaseFolder(folder);
    expect(() => lockDatabaseFolder(folder)).toThrow(DatabaseLockedError);
    release();
    lockDatabaseFolder(folder)();
  });

  it("refuses while another live process holds it, naming the folder, its pid and what to do", async () => {
    const folder = freshFolder();
    const holder = await holderProcess(folder);
    let refusal: unknown;
    try {
      lockDatabaseFolder(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    const message = (refusal as Error).message;
    expect(message).toContain(`The embedded database in ${folder} is in use by process ${holder.pid}`);
    expect(message).toContain("stop the server first, or use DATABASE_URL");
    expect((refusal as DatabaseLockedError).owner?.pid).toBe(holder.pid);

    // kill -9: no exit handler runs, the file stays, and the next process takes it over.
    holder.kill("SIGKILL");
    await exited(holder);
    expect(readLockOwner(folder)?.pid).toBe(holder.pid);
    const release = lockDatabaseFolder(folder);
    expect(readLockOwner(folder)?.pid).toBe(process.pid);
    release();
  });

  it("takes over the lock of a dead process", () => {
    const folder = freshFolder();
    writeLock(folder, { pid: 2 ** 22 + 12345 }); // above Linux's pid_max: never alive
    lockDatabaseFolder(folder)();
  });

  it.runIf(process.platform === "linux")(
    "takes over a lock whose pid now belongs to another process (reboot, container restart)",
    () => {
      const folder = freshFolder();
      // Our parent is alive, but it started long after this owner's recorded start.
      writeLock(folder, { pid: process.ppid, processStartedAt: Date.now() - 30 * 24 * 3600 * 1000 });
      lockDatabaseFolder(folder)();
    },
  );

  it("takes over a lock that carries this process's own pid from an earlier life", () => {
    const folder = freshFolder();
    writeLock(folder, { pid: process.pid, processStartedAt: 1 });
    lockDatabaseFolder(folder)();
  });

  it("never judges another machine's pid: a lock from another host is refused, with how to clear it", () => {
    const folder = freshFolder();
    writeLock(folder, { pid: 2 ** 22 + 1, hostname: "another-host" });
    expect(() => lockDatabaseFolder(folder)).toThrow(/another-host.*\n.*\n.*delete .*db-\d+\.lock/s);
  });

  it("takes over a lock file left empty long ago, but not one being written now", () => {
    const folder = freshFolder();
    writeFileSync(lockFileFor(folder), "");
    expect(() => lockDatabaseFolder(folder)).toThrow(DatabaseLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileFor(folder), old, old);
    lockDatabaseFolder(folder)();
  });

  it("never removes a lock that another process took over meanwhile", () => {
    const folder = freshFolder();
    const release = lockDatabaseFolder(folder);
    const successor = writeLock(folder, { pid: process.ppid });
    release();
    expect(JSON.parse(readFileSync(lockFileFor(folder), "utf8"))).toEqual(successor);
  });
});
