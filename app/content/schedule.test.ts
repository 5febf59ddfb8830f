import { describe, expect, it } from "vitest";
import {
  ruleSaturdayOfMonth,
  courseTime,
  type DateSeats,
  firstAidSchedule,
  nextFirstAidDate,
  offerOf,
  ruleDatesOfYearAhead,
  seatsLeftOf,
  todayInSchoolTimeZone,
  upcomingFirstAidDates,
} from "./schedule";

describe("nextFirstAidDate (Spanish 1st Saturday, English 3rd Saturday)", () => {
  it("finds this month's date when it is still ahead", () => {
    // November 2026: Saturdays are the 7th, 14th, 21st, 28th.
    expect(nextFirstAidDate("es", "2026-11-02")).toBe("2026-11-07");
    expect(nextFirstAidDate("en", "2026-11-02")).toBe("2026-11-21");
  });

  it("skips a date that has passed, across a month end", () => {
    expect(nextFirstAidDate("es", "2026-11-08")).toBe("2026-12-05");
    expect(nextFirstAidDate("en", "2026-11-22")).toBe("2026-12-19");
    expect(nextFirstAidDate("es", "2026-10-31")).toBe("2026-11-07");
  });

  it("rolls over the year end", () => {
    expect(nextFirstAidDate("es", "2026-12-06")).toBe("2027-01-02");
    expect(nextFirstAidDate("en", "2026-12-20")).toBe("2027-01-16");
    expect(nextFirstAidDate("en", "2026-12-31")).toBe("2027-01-16");
  });

  it("on the course day itself offers next month's date (payment is due the day before)", () => {
    expect(nextFirstAidDate("es", "2026-12-05")).toBe("2027-01-02");
    expect(nextFirstAidDate("en", "2026-11-21")).toBe("2026-12-19");
    // The day before is still bookable.
    expect(nextFirstAidDate("en", "2026-11-20")).toBe("2026-11-21");
  });

  it("handles a month starting on a Saturday and leap years", () => {
    // 1 August 2026 is a Saturday; February 2028 has 29 days and starts on a Tuesday.
    expect(nextFirstAidDate("es", "2026-07-31")).toBe("2026-08-01");
    expect(nextFirstAidDate("en", "2026-08-01")).toBe("2026-08-15");
    expect(nextFirstAidDate("es", "2028-02-06")).toBe("2028-03-04");
    expect(nextFirstAidDate("en", "2028-02-01")).toBe("2028-02-19");
  });

  it("matches the known course dates of 2025", () => {
    expect(nextFirstAidDate("es", "2025-09-30")).toBe("2025-10-04");
    expect(nextFirstAidDate("en", "2025-10-05")).toBe("2025-10-18");
    expect(ruleSaturdayOfMonth("es", "2025-10-04")).toBe("2025-10-04");
    expect(ruleSaturdayOfMonth("en", "2025-10-04")).toBe("2025-10-18");
  });

  it("takes today in Frankfurt, not in the server's zone", () => {
    // 23:30 UTC on 30 November is already 1 December in Frankfurt.
    expect(todayInSchoolTimeZone(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
    expect(todayInSchoolTimeZone(new Date("2026-07-31T21:59:00Z"))).toBe("2026-07-31");
    expect(todayInSchoolTimeZone(new Date("2026-07-31T22:00:00Z"))).toBe("2026-08-01");
  });
});

describe("first-aid dates with seats (seats left = capacity − booked − held)", () => {
  const full = firstAidSchedule.capacity;
  const day = (date: string, booked: number, status: DateSeats["status"] = "open"): DateSeats => ({
    id: `id-${date}`,
    date,
    startTime: "09:00:00",
    endTime: "17:00:00",
    capacity: full,
    booked,
    held: 0,
    status,
  });

  it("lists the upcoming dates of a course language in order", () => {
    expect(upcomingFirstAidDates("es", "2026-11-08", 3)).toEqual(["2026-12-05", "2027-01-02", "2027-02-06"]);
    expect(upcomingFirstAidDates("en", "2026-11-02", 2)).toEqual(["2026-11-21", "2026-12-19"]);
  });

  it("gives the rule's dates of the year ahead, today excluded", () => {
    const es = ruleDatesOfYearAhead("es", "2026-11-07");
    expect(es[0]).toBe("2026-12-05");
    expect(es.at(-1)).toBe("2027-11-06");
    expect(es).toHaveLength(12);
    const en = ruleDatesOfYearAhead("en", "2026-11-02");
    expect(en[0]).toBe("2026-11-21");
    expect(en.at(-1)).toBe("2027-10-16");
    expect(en.every((date) => ruleSaturdayOfMonth("en", date) === date)).toBe(true);
  });

  it("counts seats left, bookings and waiting-list holds alike, never below zero", () => {
    expect(seatsLeftOf({ capacity: full, booked: 0, held: 0 })).toBe(full);
    expect(seatsLeftOf({ capacity: full, booked: 3, held: 0 })).toBe(full - 3);
    expect(seatsLeftOf({ capacity: full, booked: 3, held: 2 })).toBe(full - 5);
    expect(seatsLeftOf({ capacity: full, booked: full + 2, held: 1 })).toBe(0);
  });

  it("offers the next date when it has seats, with its times as the school writes them", () => {
    expect(offerOf([day("2027-01-02", 0), day("2026-12-05", full - 1)])).toEqual({
      dateId: "id-2026-12-05",
      date: "2026-12-05",
      startTime: "9:00",
      endTime: "17:00",
      seatsLeft: 1,
      fullyBooked: [],
    });
  });

  it("skips fully booked dates and names them, and never offers or names a cancelled date", () => {
    const dates = [
      day("2026-12-05", full),
      day("2027-01-02", full + 1),
      day("2027-01-16", 0, "cancelled"),
      day("2027-02-06", 4),
    ];
    expect(offerOf(dates)).toMatchObject({
      date: "2027-02-06",
      seatsLeft: full - 4,
      fullyBooked: ["2026-12-05", "2027-01-02"],
    });
    expect(offerOf([day("2026-12-05", 0, "cancelled"), day("2027-01-02", 2)])).toMatchObject({
      date: "2027-01-02",
      fullyBooked: [],
    });
    expect(offerOf([day("2026-12-05", full), day("2027-01-02", 0, "cancelled")])).toBeNull();
    expect(offerOf([])).toBeNull();
  });

  it("writes times without a leading zero", () => {
    expect(courseTime("09:00:00")).toBe("9:00");
    expect(courseTime("17:30:00")).toBe("17:30");
    expect(courseTime("10:05")).toBe("10:05");
  });
});
