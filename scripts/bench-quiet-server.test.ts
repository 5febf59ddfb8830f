import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { waitForQuietServer } from "./bench-lib.js";

// The bench measures nothing while the server still works on its start-up: it waits until the
// server has been up long enough for its first background runs and then spends almost no CPU
// for three seconds in a row.

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** A process that keeps a core busy for `busyMs`, then idles. */
function busyThenIdle(busyMs: number) {
  const child = spawn(
    process.execPath,
    ["-e", `const end = Date.now() + ${busyMs}; while (Date.now() < end); setInterval(() => {}, 1000);`],
    { stdio: "ignore" },
  );
  children.push(child);
  return child;
}

describe("waiting for a quiet server", () => {
  it("waits out the busy start, then three quiet seconds", async () => {
    const child = busyThenIdle(2_500);
    const startedAt = Date.now();
    const waited = await waitForQuietServer(child.pid, { startedAt, minUpMs: 0 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(5_000);
    expect(waited).toBeGreaterThanOrEqual(5);
  }, 30_000);

  it("waits until the server has been up long enough, even when it is quiet", async () => {
    const child = busyThenIdle(0);
    const startedAt = Date.now();
    const waited = await waitForQuietServer(child.pid, { startedAt, minUpMs: 2_000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(5_000);
    expect(waited).toBeLessThan(10);
  }, 30_000);
});
