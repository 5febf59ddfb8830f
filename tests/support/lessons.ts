import { randomUUID } from "node:crypto";
import type { ProductId } from "~/content/catalog";
import type { Database } from "~/server/db.server";
import {
  cars,
  instructorAbsences,
  instructorHours,
  instructors,
  lessonBalanceEntries,
  purchases,
  schoolClosedDays,
  users,
} from "~/server/schema.server";

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
