import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openPglite, pgliteFolder } from "~/server/platform/db.server";
import { projectRoot } from "~/server/platform/project-root.server";
import { staffAuditLog, users } from "~/server/platform/schema.server";
import { ensureBuild, type ServerProcess, startServer } from "../support/server-process";

// One process per embedded database (decision 008): `npm run staff:add` on the embedded database runs with the server
// stopped. While the real server holds the folder, the real script is refused, says why, and
// changes nothing; once the server is stopped, the same command makes the user staff.

function staffAdd(dataDir: string, email: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "scripts", "staff-add.ts"), "--email", email],
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

const dataDir = mkdtempSync(path.join(tmpdir(), "staff-add-"));
let server: ServerProcess | undefined;

beforeAll(() => ensureBuild(), 180_000);
afterAll(async () => {
  await server?.crash();
  rmSync(dataDir, { recursive: true, force: true });
});

it("refuses `npm run staff:add` while the server holds the embedded database, changing nothing", async () => {
  server = await startServer(dataDir);
  const refused = await staffAdd(dataDir, "office@example.com");
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    `The embedded database in ${pgliteFolder(dataDir)} is in use by process ${server.pid}`,
  );
  expect(refused.stderr).toContain("stop the server first");
  expect(refused.stderr).not.toMatch(/\n\s+at /);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  await server.stop();
  server = undefined;

  const handle = await openPglite(pgliteFolder(dataDir));
  try {
    expect(await handle.db.select().from(users).where(eq(users.email, "office@example.com"))).toEqual([]);
    expect(await handle.db.select().from(staffAuditLog)).toEqual([]);
  } finally {
    await handle.close();
  }

  // With the server stopped, the same command works.
  const added = await staffAdd(dataDir, "office@example.com");
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toContain("office@example.com is now staff");
}, 240_000);
