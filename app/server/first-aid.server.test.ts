import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { testDatabaseKinds } from "../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { bookedSeats, nextFirstAidAppointment, seatsLeft } from "./first-aid.server";
import { firstAidBookings } from "./schema";

describe.each(testDatabaseKinds())("first-aid seats on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("counts seats per date and language, down to fully booked", async () => {
    expect(await seatsLeft(handle.db, "es", "2027-01-02")).toBe(firstAidSchedule.capacity);
    await handle.db.insert(firstAidBookings).values([
      { courseDate: "2027-01-02", language: "es", checkoutSessionId: "cs_a" },
      { courseDate: "2027-01-16", language: "en", checkoutSessionId: "cs_b" },
    ]);
    expect(await seatsLeft(handle.db, "es", "2027-01-02")).toBe(firstAidSchedule.capacity - 1);
    expect(await seatsLeft(handle.db, "en", "2027-01-16")).toBe(firstAidSchedule.capacity - 1);
    await handle.db.insert(firstAidBookings).values(
      Array.from({ length: firstAidSchedule.capacity + 2 }, (_, i) => ({
        courseDate: "2027-02-06",
        language: "es" as const,
        checkoutSessionId: `cs_full_${i}`,
      })),
    );
    expect(await seatsLeft(handle.db, "es", "2027-02-06")).toBe(0);
  });

  it("offers the next date with seats and names the fully booked one before it", async () => {
    // Continues from the test above: 2027-02-06 (Spanish) is full, 2027-01-02 has one seat taken.
    const today = "2027-01-03";
    expect(await bookedSeats(handle.db, "es", today)).toEqual({
      "2027-02-06": firstAidSchedule.capacity + 2,
    });
    expect(await nextFirstAidAppointment(handle.db, "es", today)).toEqual({
      date: "2027-03-06",
      seatsLeft: firstAidSchedule.capacity,
      fullyBooked: ["2027-02-06"],
    });
    // The English course of the same weeks is not affected.
    expect(await nextFirstAidAppointment(handle.db, "en", today)).toEqual({
      date: "2027-01-16",
      seatsLeft: firstAidSchedule.capacity - 1,
      fullyBooked: [],
    });
    expect(await nextFirstAidAppointment(handle.db, "es", "2027-01-01")).toEqual({
      date: "2027-01-02",
      seatsLeft: firstAidSchedule.capacity - 1,
      fullyBooked: [],
    });
  });
});
