import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hesseHoliday } from "~/content/holidays";
import { lessonKindFacts, lessonRules } from "~/content/lessons";
import { lessonKinds } from "../platform/schema.server";
import { schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import {
  addDays,
  freeSlots,
  isoWeekday,
  type SlotFacts,
  slotConflict,
  wallClockOf,
} from "./free-slots.server";
import type { BusySpan } from "../exams/busy-spans.server";

const minute = 60_000;
const weekdays = [1, 2, 3, 4, 5];

function facts(overrides: Partial<SlotFacts> = {}): SlotFacts {
  return {
    instructors: [
      {
        id: "carmen",
        languages: ["es", "de"],
        hours: weekdays.map((weekday) => ({ weekday, startsAt: "08:00", endsAt: "18:00" })),
      },
      {
        id: "tom",
        languages: ["en", "de"],
        hours: [
          { weekday: 1, startsAt: "09:00", endsAt: "12:00" },
          { weekday: 1, startsAt: "14:00", endsAt: "19:30" },
          { weekday: 6, startsAt: "10:00", endsAt: "14:00" },
          { weekday: 7, startsAt: "01:00", endsAt: "04:00" },
        ],
      },
    ],
    cars: [
      { id: "golf", transmission: "manual", b197: true },
      { id: "zoe", transmission: "automatic", b197: false },
    ],
    absences: [],
    busy: [],
    closedDays: new Set(),
    ...overrides,
  };
}

const now = new Date("2026-10-19T06:00:00Z");
const kinds = fc.constantFrom(...lessonKinds);

const busyArb = fc.array(
  fc.record({
    offsetMinutes: fc.integer({ min: 0, max: 28 * 24 * 60 }),
    length: fc.integer({ min: 10, max: 240 }),
    who: fc.constantFrom("carmen", "tom", "golf", "zoe", "me"),
  }),
  { maxLength: 25 },
);

function toBusy(entries: { offsetMinutes: number; length: number; who: string }[]): BusySpan[] {
  return entries.map(({ offsetMinutes, length, who }) => {
    const start = new Date(now.getTime() + offsetMinutes * minute);
    return {
      start,
      end: new Date(start.getTime() + length * minute),
      instructorId: who === "carmen" || who === "tom" ? who : null,
      carId: who === "golf" || who === "zoe" ? who : null,
      customerId: who === "me" ? "me" : null,
    };
  });
}

describe("free slots", () => {
  it("never overlap a busy span plus buffer, lie inside the hours and avoid days off and absences", () => {
    fc.assert(
      fc.property(
        kinds,
        busyArb,
        fc.array(fc.integer({ min: 0, max: 27 }), { maxLength: 3 }),
        fc.array(
          fc.record({ day: fc.integer({ min: 0, max: 27 }), hours: fc.integer({ min: 1, max: 30 }) }),
          {
            maxLength: 3,
          },
        ),
        (kind, busyEntries, closed, absent) => {
          const today = todayInSchoolTimeZone(now);
          const busy = toBusy(busyEntries);
          const absences = absent.map(({ day, hours }) => {
            const start = schoolMoment(addDays(today, day), "10:00");
            return { instructorId: "carmen", start, end: new Date(start.getTime() + hours * 60 * minute) };
          });
          const closedDays = new Set(closed.map((day) => addDays(today, day)));
          const input = facts({ busy, absences, closedDays });
          const slots = freeSlots(input, { kind, customerId: "me" }, now);
          const buffer = lessonRules.bufferMinutes * minute;
          for (const slot of slots) {
            expect(slot.end.getTime() - slot.start.getTime()).toBe(lessonKindFacts[kind].minutes * minute);
            for (const span of busy) {
              const concerned =
                span.instructorId === slot.instructorId ||
                span.carId === slot.carId ||
                span.customerId === "me";
              if (concerned) {
                const apart =
                  slot.start.getTime() >= span.end.getTime() + buffer ||
                  span.start.getTime() >= slot.end.getTime() + buffer;
                expect(apart).toBe(true);
              }
            }
            const day = todayInSchoolTimeZone(slot.start);
            expect(hesseHoliday(day)).toBeNull();
            expect(closedDays.has(day)).toBe(false);
            const instructor = input.instructors.find((entry) => entry.id === slot.instructorId);
            const inside = instructor?.hours.some(
              (hours) =>
                hours.weekday === isoWeekday(day) &&
                wallClockOf(slot.start) >= hours.startsAt &&
                slot.end.getTime() <= schoolMoment(day, hours.endsAt).getTime(),
            );
            expect(inside).toBe(true);
            for (const absence of absences)
              if (absence.instructorId === slot.instructorId)
                expect(slot.end <= absence.start || slot.start >= absence.end).toBe(true);
            expect(slotConflict(input, { kind, customerId: "me" }, slot)).toBeNull();
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it("keeps the wall-clock grid and the kind's length in the week the clocks go back (25 Oct 2026)", () => {
    const slots = freeSlots(facts(), { kind: "lesson-90" }, now);
    const week = slots.filter((slot) => {
      const day = todayInSchoolTimeZone(slot.start);
      return day >= "2026-10-22" && day <= "2026-10-28";
    });
    expect(week.length).toBeGreaterThan(0);
    for (const slot of week) {
      expect(slot.end.getTime() - slot.start.getTime()).toBe(90 * minute);
      expect(Number(wallClockOf(slot.start).slice(3)) % lessonRules.slotStepMinutes).toBe(0);
    }
    // Before the change Frankfurt is UTC+2, after it UTC+1: 08:00 is 06:00Z, then 07:00Z.
    const carmenAt8 = (day: string) =>
      week
        .find((slot) => slot.instructorId === "carmen" && todayInSchoolTimeZone(slot.start) === day)
        ?.start.toISOString();
    expect(carmenAt8("2026-10-23")).toBe("2026-10-23T06:00:00.000Z");
    expect(carmenAt8("2026-10-26")).toBe("2026-10-26T07:00:00.000Z");
    // Sunday 25 October, 01:00–04:00 wall clock: 02:00–03:00 happens twice, and the lesson still
    // lasts 90 minutes of real time; no start repeats.
    const sunday = week.filter((slot) => todayInSchoolTimeZone(slot.start) === "2026-10-25");
    expect(sunday.length).toBeGreaterThan(0);
    expect(new Set(sunday.map((slot) => slot.start.getTime())).size).toBe(sunday.length);
    for (const slot of sunday)
      expect(slot.end.getTime()).toBeLessThanOrEqual(schoolMoment("2026-10-25", "04:00").getTime());
  });

  it("offers nothing on a public holiday, before the notice or after the horizon", () => {
    const slots = freeSlots(facts(), { kind: "lesson-45" }, new Date("2026-12-20T08:00:00Z"));
    const days = new Set(slots.map((slot) => todayInSchoolTimeZone(slot.start)));
    expect(days.has("2026-12-25")).toBe(false);
    expect(days.has("2026-12-21")).toBe(true);
    const earliest = slots[0]?.start.getTime() ?? 0;
    expect(earliest).toBeGreaterThanOrEqual(new Date("2026-12-20T08:00:00Z").getTime() + 12 * 60 * minute);
    const last = slots.at(-1)?.start.getTime() ?? 0;
    expect(last).toBeLessThan(new Date("2026-12-20T08:00:00Z").getTime() + 28 * 24 * 60 * minute);
  });

  it("filters by transmission and language, and gives the test drive a key-number-197 car", () => {
    const automatic = freeSlots(facts(), { kind: "lesson-45", transmission: "automatic" }, now);
    expect(automatic.every((slot) => slot.carId === "zoe")).toBe(true);
    const b197 = freeSlots(facts(), { kind: "b197-test-drive-25", transmission: "automatic" }, now);
    expect(b197.length).toBeGreaterThan(0);
    expect(b197.every((slot) => slot.carId === "golf")).toBe(true);
    const english = freeSlots(facts(), { kind: "lesson-45", language: "en" }, now);
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((slot) => slot.instructorId === "tom")).toBe(true);
  });
});
