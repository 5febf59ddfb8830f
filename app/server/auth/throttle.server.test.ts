import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { rateLimits } from "../platform/schema.server";
import { IP_LIMIT, overLimit } from "./throttle.server";

describe.each(testDatabaseKinds())("throttle on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const at = (iso: string) => ({ ...IP_LIMIT, now: new Date(iso) });

  it("refuses the 6th attempt within 60 s even across a minute's edge", async () => {
    const results = [];
    for (const time of ["12:00:58.000", "12:00:58.500", "12:00:59.000", "12:00:59.500", "12:01:00.000"]) {
      results.push(await overLimit(handle.db, "edge", at(`2026-03-01T${time}Z`)));
    }
    results.push(await overLimit(handle.db, "edge", at("2026-03-01T12:01:00.500Z")));
    expect(results).toEqual([false, false, false, false, false, true]);
  });

  it("lets attempts through again once the oldest have left the window, and keeps keys apart", async () => {
    for (let i = 0; i < 5; i++) await overLimit(handle.db, "slide", at(`2026-03-01T10:00:0${i}.000Z`));
    expect(await overLimit(handle.db, "slide", at("2026-03-01T10:00:30.000Z"))).toBe(true);
    expect(await overLimit(handle.db, "other", at("2026-03-01T10:00:30.000Z"))).toBe(false);
    // At 10:01:03.5 only the attempts at 10:00:04 and 10:00:30 are within the last minute.
    expect(await overLimit(handle.db, "slide", at("2026-03-01T10:01:03.500Z"))).toBe(false);
  });

  it("counts attempts in the same millisecond, also concurrently", async () => {
    const now = "2026-03-01T09:00:00.000Z";
    const results = await Promise.all(
      Array.from({ length: 8 }, () => overLimit(handle.db, "burst", at(now))),
    );
    // Each call sees at least the attempts committed before its own: never fewer than 3 refusals.
    expect(results.filter((over) => over).length).toBeGreaterThanOrEqual(3);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, "burst"));
    expect(row?.count).toBe(8);
  });
});
