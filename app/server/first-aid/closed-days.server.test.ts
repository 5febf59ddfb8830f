import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSeats } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidDates, staffAuditLog, users } from "../platform/schema.server";
import { closedDayAction } from "./closed-day-page.server";
import { hesseHoliday } from "~/content/holidays";
import { openRuleDate } from "./closed-days.server";
import { addFirstAidDate } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";

// The school holds no course on Hesse's public holidays nor on the days staff close: the rule's
// date moves to the next open Saturday of its month, and an extra date on such a day needs a tick.

describe("Hesse's public holidays", () => {
  // Easter 2027: 28 March; 2028: 16 April; 2029: 1 April.
  const holidays = {
    2027: ["01-01", "03-26", "03-29", "05-01", "05-06", "05-17", "05-27", "10-03", "12-25", "12-26"],
    2028: ["01-01", "04-14", "04-17", "05-01", "05-25", "06-05", "06-15", "10-03", "12-25", "12-26"],
    2029: ["01-01", "03-30", "04-02", "05-01", "05-10", "05-21", "05-31", "10-03", "12-25", "12-26"],
  };
  it("knows New Year, Good Friday, Easter Monday, 1 May, Ascension, Whit Monday, Corpus Christi, 3 October and Christmas", () => {
    for (const [year, days] of Object.entries(holidays))
      for (const day of days) expect(hesseHoliday(`${year}-${day}`), `${year}-${day}`).not.toBeNull();
  });
  it("knows no other day of those years (Easter Sunday and Whit Sunday fall on Sundays anyway)", () => {
    for (const [year, days] of Object.entries(holidays))
      for (
        let d = new Date(Date.UTC(Number(year), 0, 1));
        d.getUTCFullYear() === Number(year);
        d.setUTCDate(d.getUTCDate() + 1)
      ) {
        const day = d.toISOString().slice(0, 10);
        if (d.getUTCDay() === 0) continue;
        expect(Boolean(hesseHoliday(day)), day).toBe(days.includes(day.slice(5)));
      }
  });
  it("moves a rule Saturday off a holiday to the next open Saturday of its month", () => {
    // The only holidays that can fall on a first or third Saturday are fixed ones.
    expect(openRuleDate("2027-05-01", new Map())).toBe("2027-05-08");
    expect(openRuleDate("2028-01-01", new Map())).toBe("2028-01-08");
    expect(openRuleDate("2027-05-15", new Map())).toBe("2027-05-15");
    expect(openRuleDate("2027-02-20", new Map([["2027-02-20", "institute closed"]]))).toBe("2027-02-27");
    expect(
      openRuleDate(
        "2027-02-20",
        new Map([
          ["2027-02-20", ""],
          ["2027-02-27", ""],
        ]),
      ),
    ).toBeNull();
  });
});

describe.each(testDatabaseKinds())("closed days and the date rule on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const staff = "staff-closed";
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office@example.com" });
  });
  afterAll(() => handle?.close());

  const days = async () => (await handle.db.select().from(firstAidDates)).map((row) => row.courseDate);

  it("the rule's dates of the next three years avoid every public holiday", async () => {
    for (const today of ["2026-11-25", "2027-11-25", "2028-11-25"]) await fillFirstAidDates(handle.db, today);
    const all = await days();
    expect(all.filter((day) => hesseHoliday(day))).toEqual([]);
    expect(all).toContain("2027-05-08");
    expect(all).toContain("2028-01-08");
    expect(all).not.toContain("2027-05-01");
    expect(all).not.toContain("2028-01-01");
  });

  it("a day staff close moves the rule's unbooked date and is audited; a booked date stays", async () => {
    const today = "2026-11-25";
    const booked = await bookSeats(handle.db, "es", "2027-02-06", 1, "cs_closed");
    for (const day of ["2027-02-20", "2027-02-06"]) {
      const form = new FormData();
      form.set("intent", "closed-add");
      form.set("day", day);
      form.set("note", "Institute closed");
      expect(await closedDayAction(handle.db, staff, form, today)).toEqual({ done: true, change: "added" });
    }
    const all = await days();
    expect(all).not.toContain("2027-02-20");
    expect(all).toContain("2027-02-27");
    const [kept] = await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, booked));
    expect(kept?.courseDate).toBe("2027-02-06");
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "closed-day.add"), eq(staffAuditLog.subjectId, "2027-02-20")));
    expect(audit).toHaveLength(1);
    const bad = new FormData();
    bad.set("intent", "closed-add");
    bad.set("day", "2027-02-30");
    expect(await closedDayAction(handle.db, staff, bad, today)).toMatchObject({ done: false, status: 400 });
  });

  it("an extra date on a holiday or closed day needs the explicit confirmation", async () => {
    const today = "2026-11-25";
    for (const date of ["2027-05-01", "2027-02-20"]) {
      expect(await addFirstAidDate(handle.db, staff, { language: "en", date }, today)).toMatchObject({
        ok: false,
        status: 409,
        error: "dateClosed",
      });
      expect(
        await addFirstAidDate(handle.db, staff, { language: "en", date, confirmClosed: true }, today),
      ).toMatchObject({ ok: true, changed: true });
    }
  });

  it("never places a rule date on a closed day, whatever days staff close", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 360 }), { maxLength: 6 }),
        async (offsets) => {
          const closed = new Map(
            offsets.map((offset) => [new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10), ""]),
          );
          for (const [day] of closed) {
            const moved = openRuleDate(day, closed);
            if (moved) expect(closed.has(moved) || hesseHoliday(moved)).toBeFalsy();
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
