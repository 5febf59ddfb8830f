import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidBookings, purchases, staffAuditLog, users } from "../platform/schema.server";
import { moveTargetsFor } from "./attendees.server";
import { moveBooking } from "./booking-move.server";
import { closeDateBookings, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { changeOwnBooking } from "./own-bookings.server";

// A date closed for bookings takes no seat by accident: staff see it marked among the move's
// targets and must confirm a move onto it; a customer cannot move there. Dates in 2027.

const staff = "staff-closed-moves";
const today = "2026-11-26";

describe.each(testDatabaseKinds())("moves onto a date closed for bookings on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let source: string;
  let closed: string;
  let bookingId: string;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-moves@example.com" });
    await fillFirstAidDates(handle.db, today);
    const dateOf = async (date: string) => {
      const row = await firstAidDateOn(handle.db, "en", date);
      if (!row) throw new Error(`no date ${date}`);
      return row.id;
    };
    source = await dateOf("2027-03-20");
    closed = await dateOf("2027-04-17");
    bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "mover@example.com",
      date: "2027-03-20",
    });
    await closeDateBookings(handle.db, staff, { dateId: closed, today });
  }, 60_000);
  afterAll(() => handle?.close());

  const dateOfBooking = async () =>
    (await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId)))[0]?.dateId;

  it("lists the closed date among the targets, marked", async () => {
    const targets = await moveTargetsFor(handle.db, source, today);
    expect(targets.find((target) => target.id === closed)).toMatchObject({ bookingsClosed: true });
  });

  it("refuses a staff move onto it without the confirmation", async () => {
    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: closed, today })).toMatchObject({
      ok: false,
      status: 409,
      field: "targetDateId",
      error: "targetClosed",
    });
    expect(await dateOfBooking()).toBe(source);
  });

  it("refuses a customer's own move onto it", async () => {
    const [purchase] = await handle.db
      .select({ userId: purchases.userId })
      .from(purchases)
      .innerJoin(firstAidBookings, eq(firstAidBookings.checkoutSessionId, purchases.checkoutSessionId))
      .where(eq(firstAidBookings.id, bookingId));
    const result = await changeOwnBooking(handle.db, {
      userId: purchase?.userId ?? "",
      bookingId,
      targetDateId: closed,
      now: new Date("2026-11-26T10:00:00Z"),
    });
    expect(result).toMatchObject({ ok: false, error: "targetClosed" });
    expect(await dateOfBooking()).toBe(source);
  });

  it("moves with the confirmation, and the audit row says the date was closed", async () => {
    expect(
      await moveBooking(handle.db, staff, { bookingId, targetDateId: closed, today, confirmClosed: true }),
    ).toEqual({ ok: true, changed: true });
    expect(await dateOfBooking()).toBe(closed);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, bookingId))
      .orderBy(desc(staffAuditLog.at));
    expect(audit?.after).toMatchObject({ dateId: closed, closedForBookings: true });
  });
});
