import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { claimJob, runOnceAcrossInstances } from "./scheduled-jobs.server";

const HOUR = 3600_000;
const options = (now: Date) => ({ periodMs: HOUR, leaseMs: 10 * 60_000, now });

describe.each(testDatabaseKinds())("periodic work once across instances on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("of eight instances asking at the same moment, exactly one runs the job", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    let runs = 0;
    const ran = await Promise.all(
      Array.from({ length: 8 }, () =>
        runOnceAcrossInstances(handle.db, "race", options(now), async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      ),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it("is due again a period after the last start, not before", async () => {
    const start = new Date("2026-11-27T10:00:00Z");
    expect(await claimJob(handle.db, "hourly", options(start))).toBe(true);
    // Finished: the lease is gone, but the period counts from the start.
    await runOnceAcrossInstances(handle.db, "hourly-other", options(start), async () => {});
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(await claimJob(handle.db, "hourly", options(later(HOUR - 1000)))).toBe(false);
    // The lease of the first claim (never released: its instance died) has lapsed by then.
    expect(await claimJob(handle.db, "hourly", options(later(HOUR)))).toBe(true);
  });

  it("a run in progress (live lease) is never claimed twice, even when overdue", async () => {
    const start = new Date("2026-11-27T12:00:00Z");
    expect(await claimJob(handle.db, "slow", { periodMs: 1000, leaseMs: HOUR, now: start })).toBe(true);
    const soon = new Date(start.getTime() + 5000);
    expect(await claimJob(handle.db, "slow", { periodMs: 1000, leaseMs: HOUR, now: soon })).toBe(false);
  });

  it("a job that throws still gives up its lease", async () => {
    const now = new Date("2026-11-27T14:00:00Z");
    await expect(
      runOnceAcrossInstances(handle.db, "failing", { periodMs: 1000, leaseMs: HOUR, now }, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const next = new Date(now.getTime() + 1000);
    expect(await claimJob(handle.db, "failing", { periodMs: 1000, leaseMs: HOUR, now: next })).toBe(true);
  });
});
