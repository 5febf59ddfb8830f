import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openPglite } from "~/server/platform/db.server";
import { projectRoot } from "~/server/platform/project-root.server";

// The server's memory is a budget (decision 081): what the embedded database touches at start and
// how glibc's malloc gives memory back are settings, not accidents. These checks fail when one of
// them is dropped or when production and `npm start` (which the bench measures) drift apart.

vi.setConfig({ hookTimeout: 120_000 });

/** The `NAME=value` pairs before `node` in a command line. */
function leadingVariables(command: string): Record<string, string> {
  const words = command.trim().split(/\s+/);
  const pairs = words.slice(
    0,
    words.findIndex((word) => !/^\w+=\S*$/.test(word)),
  );
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

/** The systemd unit's `Environment=` pairs whose name starts with MALLOC_. */
function unitMallocVariables(unit: string): Record<string, string> {
  const pairs = [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((match) => (match[1] ?? "").split(/\s+/));
  return Object.fromEntries(
    pairs
      .filter((pair) => pair.startsWith("MALLOC_"))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

describe("memory settings", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite("memory://");
  });
  afterAll(() => handle.close());

  it("opens the embedded database with 8 MB of shared buffers (PostgreSQL's default is 128 MB)", async () => {
    const result = (await handle.db.execute(
      sql`select current_setting('shared_buffers') as value`,
    )) as unknown as {
      rows: { value: string }[];
    };
    expect(result.rows[0]?.value).toBe("8MB");
  });

  it("gives `npm start` and the production unit the same malloc settings", () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const npmStart = Object.fromEntries(
      Object.entries(leadingVariables(pkg.scripts.start ?? "")).filter(([name]) =>
        name.startsWith("MALLOC_"),
      ),
    );
    const unit = readFileSync(path.join(projectRoot, "deploy/systemd/drive-frankfurt@.service"), "utf8");
    expect(npmStart).toEqual({
      MALLOC_ARENA_MAX: "2",
      // Blocks of 128 KB and more mapped on their own and returned when freed; the heap's free top
      // returned beyond 256 KB. Setting either keeps glibc from raising both after each large free.
      MALLOC_MMAP_THRESHOLD_: "131072",
      MALLOC_TRIM_THRESHOLD_: "262144",
    });
    expect(unitMallocVariables(unit)).toEqual(npmStart);
  });
});
