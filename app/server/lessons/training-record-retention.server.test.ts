import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCustomer, addInstructor, testLesson } from "../../../tests/support/lessons";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { lessonReadiness, lessons } from "../platform/schema.server";
import { forgetEndedTrainingRecords } from "./training-record-retention.server";

// § 31 (3) FahrlG on both databases: a training's notes are kept five full years after the year it
// ended (its last lesson, on the Frankfurt calendar) and then removed with the readiness mark; a
// training that went on later keeps all its notes; the lessons themselves stay.

describe.each(testDatabaseKinds())("training records' end on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let instructor: string;
  beforeAll(async () => {
    handle = await open();
    instructor = await addInstructor(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());

  const notesOf = async (customerId: string) =>
    (await handle.db.select().from(lessons).where(eq(lessons.customerId, customerId)))
      .map((row) => row.trainingNote)
      .sort();
  const driven = (customerId: string, startsAt: string, note: string) =>
    testLesson(handle.db, {
      customerId,
      instructorId: instructor,
      startsAt: new Date(startsAt),
      state: "driven",
      trainingNote: note,
    });

  it("removes the notes of a training that ended in 2020 from 1 January 2026 (Frankfurt), not before", async () => {
    const ended = await addCustomer(handle.db);
    const goesOn = await addCustomer(handle.db);
    const newYear = await addCustomer(handle.db);
    await driven(ended, "2020-03-02T09:00:00Z", "Parking");
    // 31 December 2020, 23:30 in Frankfurt: the training ended in 2020.
    await driven(ended, "2020-12-31T22:30:00Z", "Motorway");
    await handle.db.insert(lessonReadiness).values({ customerId: ended });
    await driven(goesOn, "2020-05-04T09:00:00Z", "First drive");
    await driven(goesOn, "2023-05-04T09:00:00Z", "Test preparation");
    // 1 January 2021, 00:30 in Frankfurt (still 2020 in UTC): ended in 2021, kept through 2026.
    await driven(newYear, "2020-12-31T23:30:00Z", "Night drive");

    // 31 December 2025, 23:59 in Frankfurt: still within the five years.
    expect(await forgetEndedTrainingRecords(handle.db, new Date("2025-12-31T22:59:00Z"))).toBe(0);
    expect(await notesOf(ended)).toEqual(["Motorway", "Parking"]);

    // 1 January 2026, 00:01 in Frankfurt.
    expect(await forgetEndedTrainingRecords(handle.db, new Date("2025-12-31T23:01:00Z"))).toBe(2);
    expect(await notesOf(ended)).toEqual([null, null]);
    expect(
      await handle.db.select().from(lessonReadiness).where(eq(lessonReadiness.customerId, ended)),
    ).toEqual([]);
    expect(await notesOf(goesOn)).toEqual(["First drive", "Test preparation"]);
    expect(await notesOf(newYear)).toEqual(["Night drive"]);
    // The lessons stay (the balance's booking records), only what the instructor wrote goes.
    expect((await handle.db.select().from(lessons).where(eq(lessons.customerId, ended))).length).toBe(2);
  });
});
