import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLessons } from "~/content/course/modules";
import { testDatabaseKinds, type UnmigratedDatabase } from "../../../tests/support/test-database";
import { migrationsFolder } from "../platform/db.server";
import { lessonProgress } from "../platform/schema.server";
import { progressPercent, readProgress } from "./progress.server";

// The old lesson 2.7 "Tyres and further questions" became 2.7 "Tyres" and 2.8 "Further
// questions". A database holding progress from before the split is migrated as the server does at
// start; a completed old 2.7 must then mark both new lessons complete (docs/decisions/005).

const SPLIT_TAG = /split-lesson-2-7$/;

/** A copy of the migrations folder that stops just before the split, as a database from before it. */
function migrationsBeforeSplit(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-split-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const split = journal.entries.findIndex((entry) => SPLIT_TAG.test(entry.tag));
  if (split < 1) throw new Error("The lesson-split migration is missing from drizzle/meta/_journal.json");
  journal.entries = journal.entries.slice(0, split);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const completedAt = new Date("2026-03-01T10:00:00Z");
const visitedAt = new Date("2026-03-02T18:30:00Z");

describe.each(testDatabaseKinds())("the lesson 2.7 split on $name", ({ openUnmigrated }) => {
  let database: UnmigratedDatabase;
  let before: ReturnType<typeof migrationsBeforeSplit>;

  beforeAll(async () => {
    before = migrationsBeforeSplit();
    database = await openUnmigrated();
    await database.migrate(before.folder);
    const { db } = database;
    // Raw SQL: the schema of today has user columns (role, two-factor) the database before the split lacks.
    for (const id of ["finished", "visitedOnly", "elsewhere", "already"])
      await db.execute(
        sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`,
      );
    await db.insert(lessonProgress).values([
      // Completed the old combined lesson (and opened it last).
      { userId: "finished", lessonId: "2.6", completedAt },
      { userId: "finished", lessonId: "2.7", completedAt, lastVisitedAt: visitedAt },
      // Opened the old lesson without completing it.
      { userId: "visitedOnly", lessonId: "2.7", lastVisitedAt: visitedAt },
      // Progress that has nothing to do with 2.7.
      { userId: "elsewhere", lessonId: "1.1", completedAt, lastVisitedAt: visitedAt },
      // A row for 2.8 already there (a second run, or a deploy that raced): never changed.
      { userId: "already", lessonId: "2.7", completedAt },
      { userId: "already", lessonId: "2.8", lastVisitedAt: visitedAt },
    ]);
    await database.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await database?.close();
    before?.remove();
  });

  const row = async (userId: string, lessonId: string) =>
    (
      await database.db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
    )[0];

  it("marks both new lessons complete for a customer who completed the old 2.7", async () => {
    const { progress, lastLessonId } = await readProgress(database.db, "finished");
    expect(progress["2.7"]).toBe(true);
    expect(progress["2.8"]).toBe(true);
    expect(progress["2.6"]).toBe(true);
    expect(progressPercent(progress)).toBe(Math.round((3 / allLessons.length) * 100));
    // Same completion time; the visit stays on 2.7, so "continue where you left off" points there.
    expect((await row("finished", "2.8"))?.completedAt?.toISOString()).toBe(completedAt.toISOString());
    expect((await row("finished", "2.8"))?.lastVisitedAt).toBeNull();
    expect(lastLessonId).toBe("2.7");
  });

  it("adds nothing for a customer who only opened the old 2.7, or never reached it", async () => {
    const visited = await readProgress(database.db, "visitedOnly");
    expect(visited.progress["2.7"]).toBe(false);
    expect(visited.progress["2.8"]).toBe(false);
    expect(visited.lastLessonId).toBe("2.7");
    expect(await row("visitedOnly", "2.8")).toBeUndefined();
    expect(await row("elsewhere", "2.8")).toBeUndefined();
    expect((await readProgress(database.db, "elsewhere")).progress["1.1"]).toBe(true);
  });

  it("leaves an existing 2.8 row as it was", async () => {
    const existing = await row("already", "2.8");
    expect(existing?.completedAt).toBeNull();
    expect(existing?.lastVisitedAt?.toISOString()).toBe(visitedAt.toISOString());
  });

  it("runs once: starting the server again changes nothing", async () => {
    const count = async () => (await database.db.select().from(lessonProgress)).length;
    const rows = await count();
    await database.migrate(migrationsFolder);
    expect(await count()).toBe(rows);
  });
});
