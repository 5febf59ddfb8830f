import { randomUUID } from "node:crypto";
import type { ProductId } from "~/content/catalog";
import type { Database } from "~/server/platform/db.server";
import {
  cars,
  instructorAbsences,
  instructorHours,
  instructors,
  lessonBalanceEntries,
  lessons,
  purchases,
  schoolClosedDays,
  users,
} from "~/server/platform/schema.server";

// Instructors, hours, cars, absences and purchases for lesson tests, written straight into the
// database (the team page and the webhook that make them in the app are tested on their own).

export async function addInstructor(
  db: Database,
  {
    id = randomUUID(),
    name = "Carmen",
    languages = ["de", "es"] as ("de" | "en" | "es")[],
    hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: "08:00", endsAt: "18:00" })),
  } = {},
): Promise<string> {
  await db
    .insert(users)
    .values({ id, name, email: `${id}@instructors.example`, role: "staff", staffRole: "office" });
  await db.insert(instructors).values({ userId: id, displayName: name, languages });
  if (hours.length)
    await db.insert(instructorHours).values(hours.map((entry) => ({ instructorId: id, ...entry })));
  return id;
}

export async function addCar(
  db: Database,
  {
    name = `Car ${randomUUID().slice(0, 8)}`,
    transmission = "manual" as "manual" | "automatic",
    b197 = false,
  } = {},
): Promise<string> {
  const [row] = await db.insert(cars).values({ name, transmission, b197 }).returning({ id: cars.id });
  return row?.id as string;
}

export async function addAbsence(db: Database, instructorId: string, start: Date, end: Date): Promise<void> {
  await db.insert(instructorAbsences).values({ instructorId, startsAt: start, endsAt: end });
}

export async function addClosedDay(db: Database, day: string): Promise<void> {
  await db.insert(schoolClosedDays).values({ day }).onConflictDoNothing();
}

export async function addCustomer(
  db: Database,
  { id = randomUUID() as string, locale = "en" as "en" | "es", email = "" } = {},
): Promise<string> {
  await db.insert(users).values({ id, name: "Learner", email: email || `${id}@customers.example`, locale });
  return id;
}

/** A paid purchase of a product, as the webhook records it. */
export async function addPurchase(db: Database, customerId: string, productId: ProductId): Promise<string> {
  const [row] = await db
    .insert(purchases)
    .values({
      userId: customerId,
      productId,
      checkoutSessionId: `cs_test_${randomUUID()}`,
      status: "paid",
      locale: "en",
      amountCents: 100,
      currency: "eur",
      newCustomer: false,
      purchasedAt: new Date(),
    })
    .returning({ id: purchases.id });
  return row?.id as string;
}

/** A lesson pack paid: its purchase and the balance entry the webhook writes for it. */
export async function addBalance(db: Database, customerId: string, units: number): Promise<void> {
  const purchaseId = await addPurchase(db, customerId, units >= 10 ? "lesson-pack-10" : "lesson-pack-5");
  await db.insert(lessonBalanceEntries).values({ customerId, units, reason: "purchase", purchaseId });
}

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
