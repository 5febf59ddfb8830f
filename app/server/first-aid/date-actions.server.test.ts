import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSeats, bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidDatesWithSeats, nextFirstAidAppointment } from "./offered-dates.server";
import { firstAidDates, purchases, users } from "../platform/schema.server";
import { attendeesOf, datesNeedingAttention, moveTargetsFor } from "./attendees.server";
import { moveBooking } from "./booking-move.server";
import {
  addFirstAidDate,
  cancelFirstAidDate,
  changeDateCapacity,
  firstAidDateOn,
  reopenFirstAidDate,
} from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";

// Course dates kept safe: capacity never below the seats booked, a cancelled date's
// bookings flagged, extra dates without duplicates, moves with seat checks, nothing done twice.

const today = "2026-11-25";
const staff = "staff-1";

describe.each(testDatabaseKinds())("staff actions on course dates on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office@example.com" });
    await fillFirstAidDates(handle.db, today);
  });
  afterAll(() => handle?.close());

  const dateId = async (language: "en" | "es", date: string) => {
    const row = await firstAidDateOn(handle.db, language, date);
    if (!row) throw new Error(`no ${language} date on ${date}`);
    return row.id;
  };
  const seats = async (id: string) => (await firstAidDatesWithSeats(handle.db, { ids: [id] }))[0];

  it("changes a capacity, never below the seats booked, and a repeat changes nothing", async () => {
    const id = await bookSeats(handle.db, "es", "2027-01-02", 3, "cs_cap");
    expect(await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 2 })).toEqual({
      ok: false,
      status: 409,
      field: "capacity",
      error: "capacityBelowBooked",
      booked: 3,
    });
    expect((await seats(id))?.capacity).toBe(20);
    expect(await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 3 })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 3 })).toEqual({
      ok: true,
      changed: false,
    });
    const [row] = await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, id));
    expect(row).toMatchObject({ capacity: 3, changedBy: staff });
    expect(row?.changedAt).toBeInstanceOf(Date);
    // Full now: the page offers the next Spanish date.
    expect((await nextFirstAidAppointment(handle.db, "es", today))?.date).toBe("2026-12-05");
    for (const bad of ["nope", "00000000-0000-0000-0000-000000000000"])
      expect(await changeDateCapacity(handle.db, staff, { dateId: bad, capacity: 5 })).toMatchObject({
        status: 404,
        error: "dateNotFound",
      });
  });

  it("cancels a date: its bookings stay, are listed and flagged; never offered; a repeat changes nothing", async () => {
    const id = await dateId("en", "2026-12-19");
    const ana = await bookThroughWebhook(handle.db, {
      product: "first-aid-en-eye-test",
      email: "ana@example.com",
      name: "Ana Núñez",
      date: "2026-12-19",
    });
    await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "bo@example.com",
      name: "Bo",
      date: "2026-12-19",
    });
    expect(await datesNeedingAttention(handle.db, today)).toEqual([]);

    expect(await cancelFirstAidDate(handle.db, staff, { dateId: id, today })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await cancelFirstAidDate(handle.db, staff, { dateId: id, today })).toEqual({
      ok: true,
      changed: false,
    });

    expect((await nextFirstAidAppointment(handle.db, "en", today))?.date).toBe("2027-01-16");
    expect(await attendeesOf(handle.db, id)).toEqual([
      {
        bookingId: ana,
        name: "Ana Núñez",
        email: "ana@example.com",
        phone: null,
        dateOfBirth: null,
        amountCents: expect.any(Number),
        eyeTest: true,
        purchaseStatus: "paid",
        purchasedAt: expect.any(Date),
        customerId: expect.any(String),
        // Consent given at checkout: no flag.
        healthConsentMissing: false,
        attendance: null,
      },
      {
        bookingId: expect.any(String),
        name: "Bo",
        email: "bo@example.com",
        phone: null,
        dateOfBirth: null,
        amountCents: expect.any(Number),
        eyeTest: false,
        purchaseStatus: "paid",
        purchasedAt: expect.any(Date),
        customerId: expect.any(String),
        healthConsentMissing: false,
        attendance: null,
      },
    ]);
    expect(await datesNeedingAttention(handle.db, today)).toMatchObject([
      {
        id,
        language: "en",
        date: "2026-12-19",
        status: "cancelled",
        booked: 2,
        reason: "cancelledWithBookings",
      },
    ]);
    expect(await cancelFirstAidDate(handle.db, staff, { dateId: id, today: "2026-12-20" })).toEqual({
      ok: true,
      changed: false,
    });

    // A mistaken cancellation can be undone once (the date is offered again), not on a past date.
    const other = await dateId("en", "2027-03-20");
    await cancelFirstAidDate(handle.db, staff, { dateId: other, today });
    expect(await reopenFirstAidDate(handle.db, staff, { dateId: other, today: "2027-03-20" })).toMatchObject({
      status: 409,
      error: "datePast",
    });
    expect(await reopenFirstAidDate(handle.db, staff, { dateId: other, today })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await reopenFirstAidDate(handle.db, staff, { dateId: other, today })).toEqual({
      ok: true,
      changed: false,
    });
    expect((await firstAidDateOn(handle.db, "en", "2027-03-20"))?.status).toBe("open");
  });

  it("flags an open date with more seats booked than its capacity", async () => {
    // The webhook takes a paid seat even on a full date (the customer has paid): the staff see it.
    const id = await dateId("es", "2027-01-02");
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "late@example.com",
      date: "2027-01-02",
    });
    expect((await datesNeedingAttention(handle.db, today)).find((d) => d.id === id)).toMatchObject({
      booked: 4,
      capacity: 3,
      reason: "overbooked",
    });
  });

  it("moves a booking to another date of its language, with seat checks", async () => {
    const cancelled = await dateId("en", "2026-12-19");
    const [ana] = await attendeesOf(handle.db, cancelled);
    const bookingId = ana?.bookingId as string;
    const fullEnglish = await bookSeats(handle.db, "en", "2027-02-20", 20, "cs_full_en");
    const spanish = await dateId("es", "2027-02-06");
    const target = await dateId("en", "2027-01-16");

    expect(
      await moveBooking(handle.db, staff, { bookingId, targetDateId: fullEnglish, today }),
    ).toMatchObject({
      status: 409,
      error: "targetFull",
    });
    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: spanish, today })).toMatchObject({
      status: 400,
      error: "targetOtherLanguage",
    });
    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: cancelled, today })).toEqual({
      ok: true,
      changed: false,
    });
    expect(
      await moveBooking(handle.db, staff, { bookingId: "x", targetDateId: target, today }),
    ).toMatchObject({
      status: 404,
    });
    expect((await moveTargetsFor(handle.db, cancelled, today)).map((d) => d.id)).not.toContain(fullEnglish);

    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: target, today })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: target, today })).toEqual({
      ok: true,
      changed: false,
    });
    expect((await attendeesOf(handle.db, target)).map((a) => a.email)).toEqual(["ana@example.com"]);
    expect((await seats(cancelled))?.booked).toBe(1);
    // The purchase names the new day (mails and documents written later).
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, "ana@example.com"));
    expect(purchase?.purchases.courseDate).toBe("2027-01-16");
    // Back to a cancelled date: refused.
    expect(await moveBooking(handle.db, staff, { bookingId, targetDateId: cancelled, today })).toMatchObject({
      status: 409,
      error: "targetCancelled",
    });
  });

  it("lets two moves at once onto a date with one free seat take exactly that seat", async () => {
    const target = await bookSeats(handle.db, "es", "2027-03-06", 0);
    await changeDateCapacity(handle.db, staff, { dateId: target, capacity: 1 });
    const first = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "m1@example.com",
      date: "2027-04-03",
    });
    const second = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "m2@example.com",
      date: "2027-04-03",
    });
    const results = await Promise.all(
      [first, second].map((bookingId) =>
        moveBooking(handle.db, staff, { bookingId, targetDateId: target, today }),
      ),
    );
    expect(results.filter((r) => r.ok && r.changed)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === "targetFull")).toHaveLength(1);
    expect(await seats(target)).toMatchObject({ booked: 1, capacity: 1 });
  });

  it("adds an extra date once, in the future only, with the schedule's times unless given", async () => {
    const added = await addFirstAidDate(handle.db, staff, { language: "es", date: "2027-01-09" }, today);
    expect(added).toMatchObject({ ok: true, changed: true, dateId: expect.any(String) });
    expect(await firstAidDateOn(handle.db, "es", "2027-01-09")).toMatchObject({
      startTime: "09:00:00",
      endTime: "17:00:00",
      capacity: 20,
      status: "open",
      createdBy: staff,
    });
    expect(
      await addFirstAidDate(handle.db, staff, { language: "es", date: "2027-01-09" }, today),
    ).toMatchObject({
      status: 409,
      error: "dateDuplicate",
    });
    // The rule's own day is taken too; the other language may use the same day.
    expect(
      await addFirstAidDate(handle.db, staff, { language: "es", date: "2027-02-06" }, today),
    ).toMatchObject({
      error: "dateDuplicate",
    });
    expect(
      await addFirstAidDate(
        handle.db,
        staff,
        { language: "en", date: "2027-01-09", startTime: "10:00", endTime: "16:00", capacity: 8 },
        today,
      ),
    ).toMatchObject({ ok: true });
    expect(await firstAidDateOn(handle.db, "en", "2027-01-09")).toMatchObject({
      startTime: "10:00:00",
      capacity: 8,
    });
    expect(await addFirstAidDate(handle.db, staff, { language: "en", date: today }, today)).toMatchObject({
      status: 409,
      error: "datePast",
    });
    // The extra date is offered when it is the next one.
    expect((await nextFirstAidAppointment(handle.db, "en", "2027-01-02"))?.date).toBe("2027-01-09");
  });
});
