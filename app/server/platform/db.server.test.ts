import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { openPostgres } from "./db.server";
import { dateRowFor } from "../first-aid/offered-dates.server";
import { databaseIsUp } from "./health.server";
import { firstAidBookings } from "./schema.server";

describe.each(testDatabaseKinds())("database on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("is migrated: the committed migrations created the tables", async () => {
    const result = await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'first_aid_bookings'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("starts empty for this test file", async () => {
    expect(await handle.db.select().from(firstAidBookings)).toEqual([]);
  });

  it("keeps one seat per checkout session", async () => {
    const seat = { dateId: await dateRowFor(handle.db, "es", "2026-12-05"), checkoutSessionId: "cs_test_1" };
    await handle.db.insert(firstAidBookings).values(seat);
    await expect(handle.db.insert(firstAidBookings).values(seat)).rejects.toThrow();
    expect(await handle.db.select().from(firstAidBookings)).toHaveLength(1);
  });

  it("answers the health check with a real query", async () => {
    expect(await databaseIsUp(handle.db)).toBe(true);
  });
});

describe("health check when the database does not answer", () => {
  it("reports down for a server that refuses connections", async () => {
    // Nothing listens on port 1: connection refused, like a database that went away.
    const db = openPostgres("postgres://nobody:nothing@127.0.0.1:1/none");
    expect(await databaseIsUp(db.then((h) => h.db))).toBe(false);
    await db.then((h) => h.close()).catch(() => undefined);
  });

  it("reports down when a query hangs past the time limit", async () => {
    const hanging = new Promise<never>(() => {});
    expect(await databaseIsUp(hanging, 50)).toBe(false);
  });
});
