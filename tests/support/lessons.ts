import { randomUUID } from "node:crypto";
import type { Database } from "~/server/db.server";
import { cars, instructors, lessons } from "~/server/schema.server";

// Lessons written straight into the database for tests of what comes after booking (the
// instructor's day, the training record): an instructor's row for a staff user, a car of its
// own, a lesson of a customer at a given moment.

/** Makes `userId` (a staff user) an instructor, if not one yet. */
export async function instructorFor(db: Database, userId: string, displayName = "Test Instructor") {
  await db
    .insert(instructors)
    .values({ userId, displayName, languages: ["de", "en", "es"] })
    .onConflictDoNothing();
}

/** A car with a unique name. */
export async function testCar(db: Database): Promise<string> {
  const [car] = await db
    .insert(cars)
    .values({ name: `Test car ${randomUUID().slice(0, 8)}`, transmission: "manual", b197: true })
    .returning({ id: cars.id });
  return car?.id ?? "";
}

/** A booked 45-minute lesson (unless `state` says otherwise) starting at `startsAt`. */
export async function testLesson(
  db: Database,
  input: {
    customerId: string;
    instructorId: string;
    startsAt: Date;
    carId?: string;
    state?: (typeof lessons.$inferInsert)["state"];
    trainingNote?: string | null;
  },
): Promise<string> {
  await instructorFor(db, input.instructorId);
  const [lesson] = await db
    .insert(lessons)
    .values({
      customerId: input.customerId,
      instructorId: input.instructorId,
      carId: input.carId ?? (await testCar(db)),
      kind: "lesson-45",
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + 45 * 60_000),
      pickupPoint: "hauptbahnhof",
      state: input.state ?? "booked",
      payment: "balance",
      trainingNote: input.trainingNote ?? null,
    })
    .returning({ id: lessons.id });
  return lesson?.id ?? "";
}
