import { describe, expect, it } from "vitest";
import { allLessons } from "~/content/course/modules";
import { lessonContent } from "../site/lesson-content.server";
import { progressPercent } from "./progress.server";

// Completed / all lessons, rounded; "all" is the course data (docs/decisions/005), never a
// typed count.
const total = allLessons.length;
const completedFirst = (count: number) =>
  Object.fromEntries(allLessons.map((lesson, i) => [lesson.id, i < count]));

describe("progress percentage", () => {
  it.each([0, 1, 3, 13, total - 1, total])("%i completed → completed / all lessons, rounded", (completed) => {
    expect(progressPercent(completedFirst(completed))).toBe(Math.round((completed / total) * 100));
  });

  it("is 0 with nothing and 100 with every lesson of the data completed", () => {
    expect(progressPercent({})).toBe(0);
    expect(progressPercent(completedFirst(total))).toBe(100);
    expect(progressPercent(completedFirst(total - 1))).toBeLessThan(100);
  });

  it("gives 46 % for 13 completed lessons of the course outline (modules.test.ts checks the outline)", () => {
    expect(progressPercent(completedFirst(13))).toBe(46);
  });

  it("ignores ids that are not lessons of the course", () => {
    expect(progressPercent({ "9.9": true, "2.9": true })).toBe(0);
  });
});

describe("lesson content", () => {
  it("has every lesson of the outline in both languages with the same German phrases, 200+ in all", () => {
    let total = 0;
    for (const lesson of allLessons) {
      const en = lessonContent(lesson.id, "en");
      const es = lessonContent(lesson.id, "es");
      expect(en, lesson.id).not.toBeNull();
      const german = (blocks: typeof en) =>
        (blocks ?? []).flatMap((b) => (b.kind === "phrase" ? [b.de] : []));
      expect(german(es), lesson.id).toEqual(german(en));
      expect(german(en).length, lesson.id).toBeGreaterThanOrEqual(6);
      total += german(en).length;
    }
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it("keeps every phrase of the old 2.7: the tyres in 2.7, the further questions in 2.8", () => {
    const german = (id: string) =>
      (lessonContent(id, "en") ?? []).flatMap((b) => (b.kind === "phrase" ? [b.de] : []));
    const tyres = german("2.7");
    const further = german("2.8");
    expect(tyres).toContain("Wie prüfen Sie die Profiltiefe?");
    expect(
      tyres.every((phrase) => /reifen|profil/i.test(phrase)),
      tyres.join(" / "),
    ).toBe(true);
    expect(further).toContain("Betätigen Sie bitte die Hupe.");
    expect(
      further.some((phrase) => /reifen|profil/i.test(phrase)),
      further.join(" / "),
    ).toBe(false);
    // The 18 phrases of the former combined lesson, none lost and none doubled.
    expect(new Set([...tyres, ...further]).size).toBe(18);
  });
});
