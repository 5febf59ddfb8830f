import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductId, productIds } from "~/content/catalog";
import { backupsFolder } from "~/server/platform/backup.server";
import { lockFileFor, readLockOwner } from "~/server/platform/database-lock.server";
import { openPglite, pgliteFolder } from "~/server/platform/db.server";
import { projectRoot } from "~/server/platform/project-root.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { purchases, users, webhookEvents } from "~/server/platform/schema.server";
import { deliverEvent, ensureBuild, type ServerProcess, startServer } from "../support/server-process";

// The embedded database belongs to one process. Before, `npm run seed` beside a
// running server left the folder unusable ("PGlite failed to initialize properly"). These tests
// run the real production server and the real scripts, each in its own process.

/** Runs a script as `npm run …` does, without blocking this process (its sockets stay served). */
function tsx(script: string, dataDir: string, args: string[] = []) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "scripts", script), ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "" },
        encoding: "utf8",
        timeout: 90_000,
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

function purchaseEvent(n: number, product: ProductId = productIds[n % productIds.length] as ProductId) {
  const session = checkoutSession({
    product,
    email: `buyer${n}@example.com`,
    sessionId: `cs_test_burst_${n}`,
    paymentIntent: `pi_test_burst_${n}`,
  });
  return event("checkout.session.completed", session, `evt_test_burst_${n}`);
}

/** Opens the folder after the server stopped, as the next process would. */
async function inFolder<T>(
  dataDir: string,
  read: (db: Awaited<ReturnType<typeof openPglite>>["db"]) => Promise<T>,
) {
  const handle = await openPglite(pgliteFolder(dataDir));
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

const folders: string[] = [];
const temporaryDataDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(dir);
  return dir;
};
const servers: ServerProcess[] = [];

beforeAll(() => ensureBuild(), 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.crash()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("a second process on the server's embedded database", () => {
  it("is refused: the seed stops at once, naming the folder, the server's pid and what to do; the server's data stays intact", async () => {
    const dataDir = temporaryDataDir("one-process");
    const server = await startServer(dataDir);
    servers.push(server);
    const bought = purchaseEvent(1, "examiner-course");
    expect((await deliverEvent(server, dataDir, bought)).status).toBe(200);

    const seed = await tsx("seed.ts", dataDir);
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(
      `The embedded database in ${pgliteFolder(dataDir)} is in use by process ${server.pid}`,
    );
    expect(seed.stderr).toContain("stop the server first, or use DATABASE_URL");
    expect(seed.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(readLockOwner(pgliteFolder(dataDir))?.pid).toBe(server.pid);

    // The server goes on: it answers, and knows the purchase (a redelivery is a duplicate).
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const again = await deliverEvent(server, dataDir, bought);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });

    // `npm run backup` meanwhile goes through the server (decision record 008) and restores.
    const backup = await tsx("backup.ts", dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    const dump = /Backup written: (.+\.tar\.gz)/.exec(backup.stdout)?.[1] as string;
    expect(path.dirname(dump)).toBe(backupsFolder(dataDir)); // written by the server itself

    await server.stop();
    expect(existsSync(lockFileFor(pgliteFolder(dataDir)))).toBe(false); // removed on a clean exit
    const rows = await inFolder(dataDir, (db) =>
      db.select().from(purchases).where(eq(purchases.checkoutSessionId, "cs_test_burst_1")),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("paid");

    const restoredDir = temporaryDataDir("restored");
    const restore = await tsx("restore.ts", restoredDir, [dump]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("1 customers, 1 purchases");
  }, 180_000);

  it("after kill -9 during a burst of webhook events: the restart takes the stale lock over, and a redelivery of every event leaves each purchase exactly once", async () => {
    const dataDir = temporaryDataDir("crash");
    const events = Array.from({ length: 30 }, (_, n) => purchaseEvent(100 + n));
    const server = await startServer(dataDir);
    servers.push(server);

    // Eight deliveries at a time; the server dies after the first few answers, mid-burst.
    let answered = 0;
    let next = 0;
    const crashed = new Promise<void>((resolve) => {
      const worker = async () => {
        while (next < events.length) {
          const delivery = events[next++];
          const response = await deliverEvent(server, dataDir, delivery).catch(() => null);
          if (response && ++answered === 6) void server.crash().then(resolve);
        }
      };
      void Promise.all(Array.from({ length: 8 }, worker)).then(() => resolve());
    });
    await crashed;
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(answered).toBeLessThan(events.length);
    expect(readLockOwner(pgliteFolder(dataDir))?.pid).toBe(server.pid); // left behind, owner dead

    const restarted = await startServer(dataDir);
    servers.push(restarted);
    expect(restarted.output()).not.toContain("in use by");
    expect(readLockOwner(pgliteFolder(dataDir))?.pid).toBe(restarted.pid);
    for (const delivery of events) {
      const response = await deliverEvent(restarted, dataDir, delivery);
      expect(response.status).toBe(200);
    }
    await restarted.stop();

    const sessionIds = events.map((_, n) => `cs_test_burst_${100 + n}`);
    const { bought, recorded, buyers } = await inFolder(dataDir, async (db) => ({
      bought: await db.select().from(purchases).where(inArray(purchases.checkoutSessionId, sessionIds)),
      recorded: await db
        .select()
        .from(webhookEvents)
        .where(
          inArray(
            webhookEvents.id,
            events.map((e) => e.id),
          ),
        ),
      buyers: await db.select().from(users),
    }));
    expect(bought.map((row) => row.checkoutSessionId).sort()).toEqual([...sessionIds].sort());
    expect(bought.every((row) => row.status === "paid")).toBe(true);
    expect(recorded).toHaveLength(events.length);
    expect(buyers).toHaveLength(events.length);
    expect(readdirSync(dataDir)).not.toContain("db.lock");
  }, 180_000);
});
