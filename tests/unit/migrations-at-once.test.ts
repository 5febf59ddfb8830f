import { execFile } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { projectRoot } from "~/server/platform/project-root.server";
import { createThrowawayDatabase } from "../support/test-database";

// Instances started together on one fresh PostgreSQL database: each migrates at start, and all of
// them must come up (the second used to die on "CREATE TABLE" of a table the first had created).

const serverUrl = process.env.TEST_DATABASE_URL;

/** One process that opens the database as the server does at start, then exits. */
function startAndMigrate(url: string) {
  const code = `
    const { openPostgres } = await import(${JSON.stringify(path.join(projectRoot, "app/server/platform/db.server.ts"))});
    const handle = await openPostgres(process.env.MIGRATE_URL);
    await handle.close();
  `;
  return new Promise<{ status: number; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", code],
      { cwd: projectRoot, env: { ...process.env, MIGRATE_URL: url }, encoding: "utf8", timeout: 60_000 },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe.skipIf(!serverUrl)("migrations on PostgreSQL", () => {
  it("four processes starting at once on an empty database all start, and migrate once", async () => {
    const { url, drop } = await createThrowawayDatabase(serverUrl as string);
    try {
      const results = await Promise.all([1, 2, 3, 4].map(() => startAndMigrate(url)));
      expect(results.map((r) => (r.status === 0 ? "started" : r.stderr))).toEqual([
        "started",
        "started",
        "started",
        "started",
      ]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const applied = await client.query("SELECT hash FROM drizzle.__drizzle_migrations");
        const hashes = applied.rows.map((row: { hash: string }) => row.hash);
        expect(new Set(hashes).size).toBe(hashes.length);
        const tables = await client.query(
          "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
        );
        expect(tables.rows[0].n).toBeGreaterThan(5);
      } finally {
        await client.end();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});
