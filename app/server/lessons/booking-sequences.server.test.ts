import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolMoment } from "~/content/schedule";
import {
  addAbsence,
  addBalance,
  addCar,
  addClosedDay,
  addCustomer,
  addInstructor,
  addPurchase,
} from "../../../tests/support/lessons";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { lessonBalanceEntries, lessons } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import { bookLesson, moveLesson } from "./booking.server";
import { cancelByCustomer } from "./cancel.server";
import { addDays } from "./free-slots.server";

// Random sequences of booking, moving, cancelling (both sides of the 24-hour line, across the
// change to winter time on 25 October 2026), absences, closed days and lesson packs paid, on both
// databases: nobody is ever in two overlapping lessons, and the balance never goes below zero and
// is always bought − charged.

const settings = { publicUrl: "http://localhost:3000", simulated: true };
const now = new Date("2026-10-19T06:00:00Z");
const firstDay = "2026-10-19";
const hour = 3_600_000;

const when = fc.record({
  day: fc.integer({ min: 1, max: 16 }),
  hour: fc.integer({ min: 7, max: 17 }),
  quarter: fc.integer({ min: 0, max: 3 }),
});
const startOf = (at: { day: number; hour: number; quarter: number }) =>
  schoolMoment(
    addDays(firstDay, at.day),
    `${String(at.hour).padStart(2, "0")}:${String(at.quarter * 15).padStart(2, "0")}`,
  );

const command = fc.oneof(
  // Booking weighs most: the other steps act on what it made.
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("book" as const),
      customer: fc.nat(2),
      instructor: fc.nat(1),
      car: fc.nat(1),
      kind: fc.constantFrom("lesson-45" as const, "lesson-90" as const),
      at: when,
    }),
  },
  fc.record({
    op: fc.constant("move" as const),
    lesson: fc.nat(20),
    instructor: fc.nat(1),
    car: fc.nat(1),
    at: when,
  }),
  fc.record({
    op: fc.constant("cancel" as const),
    lesson: fc.nat(20),
    // Minutes from the free-cancellation line: negative is before it (free), positive after (late).
    fromLine: fc.constantFrom(-90, -1, 1, 90),
  }),
  fc.record({
    op: fc.constant("absence" as const),
    instructor: fc.nat(1),
    at: when,
    hours: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ op: fc.constant("closed" as const), day: fc.integer({ min: 1, max: 16 }) }),
  fc.record({ op: fc.constant("purchase" as const), customer: fc.nat(2), units: fc.constantFrom(5, 10) }),
);

describe.each(testDatabaseKinds())("random lesson sequences on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());

  it("never puts an instructor, a car or a customer in two lessons, nor the balance below zero", async () => {
    // The sequences must book, or the invariants would hold of nothing.
    let bookedInAll = 0;
    let cancelledInAll = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 14 }), async (commands) => {
        const db = handle.db;
        const instructors = [await addInstructor(db, { name: "A" }), await addInstructor(db, { name: "B" })];
        const cars = [
          await addCar(db, { transmission: "manual" }),
          await addCar(db, { transmission: "automatic" }),
        ];
        const customers = [await addCustomer(db), await addCustomer(db), await addCustomer(db)];
        for (const customer of customers) await addPurchase(db, customer, "weekly-classes");
        await addBalance(db, customers[0] as string, 5);
        const booked: string[] = [];
        for (const step of commands) {
          if (step.op === "book") {
            const customer = customers[step.customer] as string;
            const outcome = await bookLesson(
              db,
              {
                customerId: customer,
                kind: step.kind,
                start: startOf(step.at),
                instructorId: instructors[step.instructor] as string,
                carId: cars[step.car] as string,
                pickupPoint: "office",
                bookedBy: customer,
              },
              { ...settings, now },
            );
            if (outcome.ok) {
              booked.push(outcome.lessonId);
              bookedInAll++;
            }
          } else if (step.op === "move") {
            const lessonId = booked[step.lesson % Math.max(booked.length, 1)];
            if (!lessonId) continue;
            await moveLesson(
              db,
              {
                lessonId,
                start: startOf(step.at),
                instructorId: instructors[step.instructor] as string,
                carId: cars[step.car] as string,
                by: { staffId: "office" },
              },
              { ...settings, now },
            );
          } else if (step.op === "cancel") {
            const lessonId = booked[step.lesson % Math.max(booked.length, 1)];
            if (!lessonId) continue;
            const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
            if (!lesson) continue;
            const at = new Date(lesson.startsAt.getTime() - 24 * hour + step.fromLine * 60_000);
            const outcome = await cancelByCustomer(
              db,
              { lessonId, customerId: lesson.customerId },
              { ...settings, now: at },
            );
            if (outcome.ok) {
              expect(outcome.late).toBe(step.fromLine > 0);
              cancelledInAll++;
            }
          } else if (step.op === "absence") {
            const start = startOf(step.at);
            await addAbsence(
              db,
              instructors[step.instructor] as string,
              start,
              new Date(start.getTime() + step.hours * hour),
            );
          } else if (step.op === "closed") {
            await addClosedDay(db, addDays(firstDay, step.day));
          } else {
            await addBalance(db, customers[step.customer] as string, step.units);
          }
        }
        // Nobody in two lessons at once (the buffer is the booking's own rule; overlap is the invariant).
        const live = await db
          .select()
          .from(lessons)
          .where(sql`${lessons.state} <> 'cancelled' and ${inArray(lessons.customerId, customers)}`);
        for (const [index, a] of live.entries())
          for (const b of live.slice(index + 1)) {
            const overlap = a.startsAt < b.endsAt && b.startsAt < a.endsAt;
            if (!overlap) continue;
            expect(a.instructorId).not.toBe(b.instructorId);
            expect(a.carId).not.toBe(b.carId);
            expect(a.customerId).not.toBe(b.customerId);
          }
        for (const customer of customers) {
          const balance = await lessonBalance(db, customer);
          expect(balance.left).toBeGreaterThanOrEqual(0);
          expect(balance.left).toBe(balance.bought - balance.charged);
          const [sum] = await db
            .select({ units: sql<number>`coalesce(sum(${lessonBalanceEntries.units}), 0)::int` })
            .from(lessonBalanceEntries)
            .where(eq(lessonBalanceEntries.customerId, customer));
          expect(balance.left).toBe(sum?.units);
          // Every live balance lesson holds exactly its charge; a free cancellation gave it back.
          const mine = await db
            .select()
            .from(lessons)
            .where(sql`${lessons.customerId} = ${customer} and ${lessons.payment} = 'balance'`);
          const entries = await db
            .select()
            .from(lessonBalanceEntries)
            .where(eq(lessonBalanceEntries.customerId, customer));
          for (const lesson of mine) {
            const of = entries.filter((entry) => entry.lessonId === lesson.id);
            const net = of.reduce((total, entry) => total + entry.units, 0);
            const free = lesson.state === "cancelled" && !lesson.lateCancellation;
            expect(net === 0).toBe(free);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect(bookedInAll).toBeGreaterThan(10);
    expect(cancelledInAll).toBeGreaterThan(0);
  }, 120_000);
});
