import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { bookSeats } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import {
  bookableCourseDate,
  firstAidDatesWithSeats,
  nextFirstAidAppointment,
  purchaseCourseDate,
} from "./offered-dates.server";
import { firstAidDates } from "../platform/schema.server";

// The pages read the dates table; seats left = capacity − seats booked.

describe.each(testDatabaseKinds())("first-aid seats on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const seatsOn = async (language: "en" | "es", date: string) => {
    const [row] = await firstAidDatesWithSeats(handle.db, { language, from: date, through: date });
    return row ? row.capacity - row.booked : undefined;
  };

  it("fills the year ahead on first read, then counts seats per date and language", async () => {
    // No fill has run on this database: the first read fills it.
    expect(await nextFirstAidAppointment(handle.db, "es", "2026-12-20")).toMatchObject({
      date: "2027-01-02",
      startTime: "9:00",
      endTime: "17:00",
      seatsLeft: firstAidSchedule.capacity,
    });
    expect(await seatsOn("es", "2027-01-02")).toBe(firstAidSchedule.capacity);
    await bookSeats(handle.db, "es", "2027-01-02", 1, "cs_a");
    await bookSeats(handle.db, "en", "2027-01-16", 1, "cs_b");
    expect(await seatsOn("es", "2027-01-02")).toBe(firstAidSchedule.capacity - 1);
    expect(await seatsOn("en", "2027-01-16")).toBe(firstAidSchedule.capacity - 1);
    await bookSeats(handle.db, "es", "2027-02-06", firstAidSchedule.capacity + 2, "cs_full");
    expect(await seatsOn("es", "2027-02-06")).toBe(-2);
  });

  it("offers the next date with seats and names the fully booked one before it", async () => {
    // Continues from the test above: 2027-02-06 (Spanish) is full, 2027-01-02 has one seat taken.
    const today = "2027-01-03";
    expect(await nextFirstAidAppointment(handle.db, "es", today)).toMatchObject({
      date: "2027-03-06",
      seatsLeft: firstAidSchedule.capacity,
      fullyBooked: ["2027-02-06"],
    });
    // The English course of the same weeks is not affected.
    expect(await nextFirstAidAppointment(handle.db, "en", today)).toMatchObject({
      date: "2027-01-16",
      seatsLeft: firstAidSchedule.capacity - 1,
      fullyBooked: [],
    });
    expect(await nextFirstAidAppointment(handle.db, "es", "2027-01-01")).toMatchObject({
      date: "2027-01-02",
      seatsLeft: firstAidSchedule.capacity - 1,
      fullyBooked: [],
    });
  });

  it("never offers a cancelled date, and uses a date's own times and capacity", async () => {
    const day = (date: string) => and(eq(firstAidDates.language, "es"), eq(firstAidDates.courseDate, date));
    await handle.db.update(firstAidDates).set({ status: "cancelled" }).where(day("2027-03-06"));
    await handle.db
      .update(firstAidDates)
      .set({ capacity: 5, startTime: "08:30", endTime: "16:30" })
      .where(day("2027-04-03"));
    expect(await nextFirstAidAppointment(handle.db, "es", "2027-01-03")).toEqual({
      dateId: expect.any(String),
      date: "2027-04-03",
      startTime: "8:30",
      endTime: "16:30",
      seatsLeft: 5,
      fullyBooked: ["2027-02-06"],
    });
  });

  it("lets the checkout book the chosen date while it is open, full or not", async () => {
    const today = "2027-01-03";
    // Open with seats: kept.
    expect(await bookableCourseDate(handle.db, "en", "2027-02-20", today)).toBe("2027-02-20");
    // Open but full: still the chosen date (the checkout warns; the payment is kept, overbooked).
    expect(await bookableCourseDate(handle.db, "es", "2027-02-06", today)).toBe("2027-02-06");
    // Cancelled, past, not a date of that language, or nonsense: the date offered now.
    for (const requested of ["2027-03-06", "2027-01-02", "2027-01-16", "x", null])
      expect(await bookableCourseDate(handle.db, "es", requested, today)).toBe("2027-04-03");
  });

  it("gives a paid purchase the date it carries, even cancelled or full, else the one offered", async () => {
    // The customer paid for that day: the seat is taken there and the staff see it.
    expect(await purchaseCourseDate(handle.db, "es", "2027-03-06", "2027-01-03")).toBe("2027-03-06");
    expect(await purchaseCourseDate(handle.db, "es", "2027-02-06", "2027-01-03")).toBe("2027-02-06");
    // A staff-added extra day is a valid reference; a random day is not.
    await handle.db.insert(firstAidDates).values({
      language: "en",
      courseDate: "2027-01-23",
      startTime: "09:00",
      endTime: "17:00",
      capacity: 10,
    });
    expect(await purchaseCourseDate(handle.db, "en", "2027-01-23", "2027-01-03")).toBe("2027-01-23");
    expect(await purchaseCourseDate(handle.db, "es", "2027-01-23", "2027-01-03")).toBe("2027-04-03");
    expect(await purchaseCourseDate(handle.db, "es", null, "2027-01-03")).toBe("2027-04-03");
  });
});
