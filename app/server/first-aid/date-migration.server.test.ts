import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type UnmigratedDatabase } from "../../../tests/support/test-database";
import { migrationsFolder } from "../platform/db.server";
import { firstAidDatesWithSeats } from "./offered-dates.server";
import { firstAidBookings, firstAidDates } from "../platform/schema.server";
import { fillFirstAidDates } from "./date-fill.server";

// Seats sold before the dates table existed keep their date. A database from before
// migration 0007 is migrated as the server does at start (docs/decisions/013).

const DATES_TAG = /first-aid-dates$/;

function migrationsBeforeDates(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-dates-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => DATES_TAG.test(entry.tag));
  if (index < 1) throw new Error("The first-aid dates migration is missing from drizzle/meta/_journal.json");
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const seats = [
  ["cs_old_1", "es", "2026-12-05"],
  ["cs_old_2", "es", "2026-12-05"],
  ["cs_old_3", "en", "2026-12-19"],
  // A date long past: kept as a record with its seat.
  ["cs_old_4", "en", "2025-10-18"],
] as const;

describe.each(testDatabaseKinds())("the first-aid dates migration on $name", ({ openUnmigrated }) => {
  let database: UnmigratedDatabase;
  let before: ReturnType<typeof migrationsBeforeDates>;

  beforeAll(async () => {
    before = migrationsBeforeDates();
    database = await openUnmigrated();
    await database.migrate(before.folder);
    for (const [session, language, date] of seats)
      await database.db.execute(
        sql`insert into first_aid_bookings (course_date, language, checkout_session_id) values (${date}, ${language}, ${session})`,
      );
    await database.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await database?.close();
    before?.remove();
  });

  it("gives every existing seat a date row of its language and day", async () => {
    const rows = await database.db
      .select({
        session: firstAidBookings.checkoutSessionId,
        language: firstAidDates.language,
        date: firstAidDates.courseDate,
      })
      .from(firstAidBookings)
      .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
      .orderBy(firstAidBookings.checkoutSessionId);
    expect(rows.map((r) => [r.session, r.language, r.date])).toEqual(seats.map((s) => [...s]));
  });

  it("makes one open row per language and day with the schedule's times and 20 seats", async () => {
    const dates = await firstAidDatesWithSeats(database.db);
    expect(dates.map((d) => [d.language, d.date, d.booked])).toEqual([
      ["en", "2025-10-18", 1],
      ["es", "2026-12-05", 2],
      ["en", "2026-12-19", 1],
    ]);
    expect(dates.every((d) => d.capacity === 20 && d.status === "open" && d.startTime === "09:00:00")).toBe(
      true,
    );
  });

  it("lets the fill add the rest of the year without a second row for a migrated day", async () => {
    await fillFirstAidDates(database.db, "2026-11-25");
    const december = await firstAidDatesWithSeats(database.db, { from: "2026-12-01", through: "2026-12-31" });
    expect(december.map((d) => [d.language, d.date, d.booked])).toEqual([
      ["es", "2026-12-05", 2],
      ["en", "2026-12-19", 1],
    ]);
  });
});
