import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRow, customerRow, instructorRow, lessonRow } from "../../../tests/support/lesson-rows";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { lessonBalanceEntries, lessons } from "../platform/schema.server";
import { dashboardFigures } from "../staff/dashboard.server";
import { lessonListsOf } from "./lesson-dashboard.server";
import { eq } from "drizzle-orm";

// The dashboard's lesson lists, read in its one statement: lessons paid by link still unpaid near
// their start (flagged once within the due period), and late cancellations neither paid nor
// waived (a balance lesson's charge kept counts as paid; one given back does not).

const HOUR = 3600_000;

describe.each(testDatabaseKinds())("the dashboard's lesson lists on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("lists unpaid lessons near their start and late cancellations still to charge", async () => {
    const db = handle.db;
    const now = new Date("2027-02-09T10:00:00Z");
    const instructorId = await instructorRow(db);
    const carId = await carRow(db);
    const customer = await customerRow(db, "es", "Lucía");
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const dueSoon = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(20),
      payment: "link",
    });
    await lessonRow(db, { customerId: customer.id, instructorId, carId, startsAt: at(60), payment: "link" });
    await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(10),
      payment: "link",
      paidAt: now,
    });
    const lateLink = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(-30),
      payment: "link",
      state: "cancelled",
      lateCancellation: true,
    });
    const waived = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(-40),
      payment: "link",
      state: "cancelled",
      lateCancellation: true,
    });
    await db.update(lessons).set({ waivedReason: "illness" }).where(eq(lessons.id, waived));
    const charged = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(-50),
      state: "cancelled",
      lateCancellation: true,
    });
    await db
      .insert(lessonBalanceEntries)
      .values({ customerId: customer.id, units: -1, reason: "charge", lessonId: charged });
    const givenBack = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: at(-60),
      state: "cancelled",
      lateCancellation: true,
    });
    await db.insert(lessonBalanceEntries).values([
      { customerId: customer.id, units: -1, reason: "charge", lessonId: givenBack },
      { customerId: customer.id, units: 1, reason: "refund", lessonId: givenBack },
    ]);
    const figures = await dashboardFigures(db, { now, owner: true });
    const lists = lessonListsOf(figures, { now, locale: "es" }).lessonLists;
    const mine = <Row extends { id: string }>(rows: Row[], ids: string[]) =>
      rows.filter((row) => ids.includes(row.id));
    const all = [dueSoon, lateLink, waived, charged, givenBack];
    expect(mine(lists.unpaid, all).map((row) => [row.id, row.due])).toEqual([[dueSoon, true]]);
    expect(lists.unpaid.find((row) => row.id === dueSoon)?.path).toBe(`/es/staff/customers/${customer.id}`);
    expect(lists.unpaid.find((row) => row.id === dueSoon)?.text).toContain("Clase práctica (45 minutos)");
    expect(
      mine(lists.lateCancelled, all)
        .map((row) => row.id)
        .sort(),
    ).toEqual([lateLink, givenBack].sort());
  });
});
