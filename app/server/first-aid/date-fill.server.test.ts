import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { bookSeats } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidDates, users } from "../platform/schema.server";
import { addMissingRuleDates, fillFirstAidDates } from "./date-fill.server";

// The rule fills the dates table a year ahead, idempotently, and never overwrites a
// row that staff added or changed (docs/decisions/013).

const today = "2026-11-25";

describe.each(testDatabaseKinds())("the first-aid date fill on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: "staff-1", name: "Office", email: "office@example.com" });
  });
  afterAll(() => handle?.close());

  const all = () => handle.db.select().from(firstAidDates).orderBy(asc(firstAidDates.courseDate));
  const row = async (language: "en" | "es", date: string) =>
    (await all()).find((r) => r.language === language && r.courseDate === date);
  const idOf = async (language: "en" | "es", date: string) => {
    const found = await row(language, date);
    if (!found) throw new Error(`no ${language} date on ${date}`);
    return found.id;
  };

  it("adds the rule's dates of the year ahead: first Saturday Spanish, third English, 9:00–17:00", async () => {
    await fillFirstAidDates(handle.db, today);
    const rows = await all();
    const spanish = rows.filter((r) => r.language === "es").map((r) => r.courseDate);
    const english = rows.filter((r) => r.language === "en").map((r) => r.courseDate);
    expect(spanish).toHaveLength(12);
    expect(spanish[0]).toBe("2026-12-05");
    expect(spanish.at(-1)).toBe("2027-11-06");
    expect(english[0]).toBe("2026-12-19");
    expect(english.at(-1)).toBe("2027-11-20");
    expect(rows.every((r) => r.startTime === "09:00:00" && r.endTime === "17:00:00")).toBe(true);
    expect(rows.every((r) => r.capacity === firstAidSchedule.capacity && r.status === "open")).toBe(true);
    expect(rows.every((r) => r.createdBy === null && r.changedBy === null)).toBe(true);
  });

  it("is idempotent: a second and third run add and change nothing", async () => {
    const before = await all();
    await fillFirstAidDates(handle.db, today);
    expect(await addMissingRuleDates(handle.db, today)).toBe(0);
    expect(await all()).toEqual(before);
  });

  it("never overwrites a date staff changed, cancelled or added, even when the schedule changes", async () => {
    const changedAt = new Date("2026-11-25T10:00:00Z");
    const staff = { changedBy: "staff-1", changedAt };
    await handle.db
      .update(firstAidDates)
      .set({ capacity: 8, ...staff })
      .where(eq(firstAidDates.id, await idOf("es", "2027-01-02")));
    await handle.db
      .update(firstAidDates)
      .set({ status: "cancelled", ...staff })
      .where(eq(firstAidDates.id, await idOf("en", "2027-01-16")));
    await handle.db.insert(firstAidDates).values({
      language: "en",
      courseDate: "2027-01-23",
      startTime: "10:00",
      endTime: "15:00",
      capacity: 6,
      createdBy: "staff-1",
    });
    // An untouched rule date with more seats booked than the new capacity.
    await bookSeats(handle.db, "es", "2027-02-06", 27);

    await fillFirstAidDates(handle.db, today, { startTime: "8:30", endTime: "16:30", capacity: 25 });

    expect(await row("es", "2027-01-02")).toMatchObject({ capacity: 8, startTime: "09:00:00", changedAt });
    expect(await row("en", "2027-01-16")).toMatchObject({ status: "cancelled", capacity: 20 });
    expect(await row("en", "2027-01-23")).toMatchObject({ capacity: 6, startTime: "10:00:00" });
    // Untouched rule dates follow the schedule; never below the seats booked.
    expect(await row("es", "2026-12-05")).toMatchObject({
      capacity: 25,
      startTime: "08:30:00",
      endTime: "16:30:00",
    });
    expect(await row("es", "2027-02-06")).toMatchObject({ capacity: 27 });
    // The cancelled rule day is not made again, nor reopened.
    expect((await all()).filter((r) => r.courseDate === "2027-01-16")).toHaveLength(1);
  });

  it("leaves past dates alone and moves the horizon with the days", async () => {
    const past = await row("es", "2026-12-05");
    await fillFirstAidDates(handle.db, "2026-12-06", { startTime: "9:00", endTime: "17:00", capacity: 20 });
    expect(await row("es", "2026-12-05")).toEqual(past);
    expect(await row("es", "2027-12-04")).toMatchObject({ capacity: 20, changedBy: null });
    expect(await row("es", "2027-01-02")).toMatchObject({ capacity: 8 });
  });
});
