import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRow, customerRow, instructorRow, lessonRow } from "../../../tests/support/lesson-rows";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { exams, instructorAbsences } from "../platform/schema.server";
import { freeSpans, mondayOf, officeWeek, weekFromParam } from "./office-week.server";

// The office's week: Monday to Sunday in Frankfurt, also the week the clocks go back (31 October
// 2027), each lesson and exam on the day the wall clock shows, with hours and absences; a free
// slot from the booking's computation lands on its instructor's day.

describe("the week's bounds", () => {
  it("starts on the Monday of any day, and this week for a parameter that is no date", () => {
    expect(mondayOf("2027-10-31")).toBe("2027-10-25");
    expect(mondayOf("2027-10-25")).toBe("2027-10-25");
    expect(weekFromParam("2027-02-30", new Date("2027-03-03T12:00:00Z"))).toBe("2027-03-01");
    // Sunday 23:30 in Frankfurt (22:30 UTC) still belongs to its week.
    expect(weekFromParam(null, new Date("2027-03-07T22:30:00Z"))).toBe("2027-03-01");
  });
});

describe.each(testDatabaseKinds())("the office's week on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("puts lessons, exams and absences on their Frankfurt day across the change to winter time", async () => {
    const db = handle.db;
    const instructorId = await instructorRow(db, "Carmen");
    const carId = await carRow(db, "Polo F-DS 2");
    const customer = await customerRow(db, "en", "Ana");
    // Monday 25 October 2027 07:30 CEST, and Sunday 31 October 01:30 CEST (23:30 UTC the Saturday),
    // before the clocks go back at 03:00.
    const monday = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: new Date("2027-10-25T05:30:00Z"),
      payment: "link",
    });
    const sunday = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: new Date("2027-10-30T23:30:00Z"),
    });
    // Next Monday 00:15 CET: the next week.
    await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: new Date("2027-10-31T23:15:00Z"),
    });
    const [exam] = await db
      .insert(exams)
      .values({
        customerId: customer.id,
        kind: "practical",
        startsAt: new Date("2027-10-28T08:00:00Z"),
        testingCentre: "TÜV",
        instructorId,
      })
      .returning({ id: exams.id });
    await db.insert(exams).values({
      customerId: customer.id,
      kind: "theory",
      startsAt: new Date("2027-10-29T08:00:00Z"),
      testingCentre: "DEKRA",
    });
    await db.insert(instructorAbsences).values({
      instructorId,
      startsAt: new Date("2027-10-26T22:00:00Z"),
      endsAt: new Date("2027-10-27T12:00:00Z"),
    });
    const week = await officeWeek(db, "2027-10-25", {
      freeSlotsOf: () => [{ instructorId, startsAt: "2027-10-29T13:00:00.000Z" }],
    });
    expect(week.days.map((day) => day.day)).toEqual([
      "2027-10-25",
      "2027-10-26",
      "2027-10-27",
      "2027-10-28",
      "2027-10-29",
      "2027-10-30",
      "2027-10-31",
    ]);
    expect([week.previous, week.next]).toEqual(["2027-10-18", "2027-11-01"]);
    const carmen = week.instructors.find((one) => one.id === instructorId);
    expect(carmen?.days[0]?.lessons.map((lesson) => [lesson.id, lesson.from, lesson.unpaid])).toEqual([
      [monday, "07:30", true],
    ]);
    expect(carmen?.days[0]?.hours).toEqual([{ from: "08:00", to: "18:00" }]);
    expect(carmen?.days[6]?.lessons.map((lesson) => [lesson.id, lesson.from])).toEqual([[sunday, "01:30"]]);
    expect(carmen?.days[6]?.hours).toEqual([]);
    expect(carmen?.days.flatMap((day) => day.lessons)).toHaveLength(2);
    expect(carmen?.days[3]?.exams.map((one) => [one.id, one.from])).toEqual([[exam?.id, "10:00"]]);
    expect(week.unaccompanied[4]?.map((one) => one.testingCentre)).toEqual(["DEKRA"]);
    expect(carmen?.days[2]?.absences).toEqual([{ from: "00:00", to: "14:00" }]);
    expect(carmen?.days[4]?.freeSlots).toHaveLength(1);
    // 13:00Z on Friday 29 October 2027 is 15:00 in Frankfurt (summer time until the 31st).
    expect(carmen?.days[4]?.free).toEqual([{ from: "15:00", to: "15:45" }]);
  });
});

describe("free spans of a day", () => {
  it("joins starts on the slot grid into one span and ends it with a lesson's length", () => {
    const at = (iso: string) => ({ instructorId: "i", startsAt: iso });
    // Monday 2 November 2026, winter time: 07:00Z is 08:00 in Frankfurt.
    const spans = freeSpans([
      at("2026-11-02T07:15:00.000Z"),
      at("2026-11-02T07:00:00.000Z"),
      at("2026-11-02T07:30:00.000Z"),
      at("2026-11-02T12:00:00.000Z"),
    ]);
    expect(spans).toEqual([
      { from: "08:00", to: "09:15" },
      { from: "13:00", to: "13:45" },
    ]);
    expect(freeSpans([])).toEqual([]);
  });
});
