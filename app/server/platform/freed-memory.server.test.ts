import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTrimPolicy, glibcTrim, shouldTrim, startReturningFreedMemory } from "./freed-memory.server";

describe("when the server gives freed memory back", () => {
  const look = (activeMs: number, utilization: number, now: number) => ({ activeMs, utilization, now });

  it("trims once a busy spell ends, not during it, and not after idle time alone", () => {
    const state = { workSinceTrimMs: 0, lastTrimAt: 0 };
    // Idle from the start: nothing worth giving back.
    for (let second = 1; second <= 60; second++)
      expect(shouldTrim(state, look(2, 0.002, second * 1000))).toBe(false);
    const busyFrom = 61_000;
    state.lastTrimAt = busyFrom;
    // Ten busy seconds: no trim while the loop is busy (under the half-minute bound).
    for (let second = 1; second <= 10; second++)
      expect(shouldTrim(state, look(950, 0.95, busyFrom + second * 1000))).toBe(false);
    // The first quiet second after them: a trim, then nothing until work comes back.
    expect(shouldTrim(state, look(5, 0.005, busyFrom + 11_000))).toBe(true);
    expect(shouldTrim(state, look(5, 0.005, busyFrom + 12_000))).toBe(false);
  });

  it("trims at least every half minute while the load lasts", () => {
    const state = { workSinceTrimMs: 0, lastTrimAt: 0 };
    const trims: number[] = [];
    for (let second = 1; second <= 95; second++)
      if (shouldTrim(state, look(990, 0.99, second * 1000))) trims.push(second);
    expect(trims).toEqual([30, 60, 90]);
  });

  it("never trims without a second of work since the last trim, nor twice within the busy bound while busy", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ activeMs: fc.integer({ min: 0, max: 1000 }), busy: fc.boolean() }), {
          maxLength: 200,
        }),
        (seconds) => {
          const state = { workSinceTrimMs: 0, lastTrimAt: 0 };
          let work = 0;
          let lastTrim = 0;
          seconds.forEach(({ activeMs, busy }, index) => {
            const now = (index + 1) * 1000;
            const utilization = busy ? Math.max(activeMs / 1000, defaultTrimPolicy.idleUtilization) : 0;
            work += activeMs;
            if (shouldTrim(state, { activeMs, utilization, now })) {
              expect(work).toBeGreaterThanOrEqual(defaultTrimPolicy.workBeforeTrimMs);
              if (busy) expect(now - lastTrim).toBeGreaterThanOrEqual(defaultTrimPolicy.busyIntervalMs);
              work = 0;
              lastTrim = now;
            }
          });
        },
      ),
    );
  });

  it("calls the trim off the request thread by the policy and stops when asked", async () => {
    let calls = 0;
    const stop = startReturningFreedMemory((whenDone) => {
      calls++;
      whenDone();
    }, 20);
    // A busy spell of ~1.2 s on the event loop, then quiet.
    const until = Date.now() + 1_200;
    while (Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(calls).toBe(1);
  });

  it("gives a fragmented heap's free pages back to the system (glibc)", () => {
    if (!glibcTrim()) return expect(process.platform).not.toBe("linux");
    // A child with glibc's default thresholds: 1,600 blocks of 48 KB come from the malloc heap;
    // all but every 40th are freed, so the heap cannot shrink from its top. Its RSS before and
    // after one trim.
    const child = `
      const { glibcTrim } = await import(${JSON.stringify(new URL("./freed-memory.server.ts", import.meta.url).href)});
      const rss = () => Math.round(process.memoryUsage.rss() / 1048576);
      let blocks = Array.from({ length: 1600 }, () => Buffer.allocUnsafeSlow(48 * 1024).fill(1));
      blocks = blocks.filter((_, i) => i % 40 === 0);
      for (let i = 0; i < 3; i++) globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = rss();
      await new Promise((resolve) => glibcTrim()(resolve));
      console.log(JSON.stringify({ before, after: rss(), kept: blocks.length }));
    `;
    const env = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith("MALLOC_")) delete env[name];
    const result = spawnSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", child],
      { encoding: "utf8", env },
    );
    expect(result.stderr).toBe("");
    const { before, after } = JSON.parse(result.stdout) as { before: number; after: number };
    // ~73 MB were allocated and ~71 MB freed: at least 50 MB of it goes back.
    expect(before - after).toBeGreaterThan(50);
  });
});
