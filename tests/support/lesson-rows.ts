import { randomUUID } from "node:crypto";
import type { Database } from "~/server/platform/db.server";
import { cars, instructorHours, instructors, lessons, users } from "~/server/platform/schema.server";

// Instructors, cars and lessons written straight into the database, for the tests of what is
// built on them (reminders, the office's week, the dashboard), without the booking's rules.

export async function instructorRow(db: Database, displayName = "Carmen"): Promise<string> {
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    email: `instructor-${userId}@example.com`,
    name: displayName,
    role: "staff",
  });
  await db.insert(instructors).values({ userId, displayName, languages: ["de", "es"] });
  // Monday to Friday, 08:00–18:00 Frankfurt time.
  await db.insert(instructorHours).values(
    [1, 2, 3, 4, 5].map((weekday) => ({
      instructorId: userId,
      weekday,
      startsAt: "08:00",
      endsAt: "18:00",
    })),
  );
  return userId;
}

export async function carRow(
  db: Database,
  name = `Golf F-DS ${Math.floor(Math.random() * 9000) + 1000}`,
): Promise<string> {
  const [car] = await db
    .insert(cars)
    .values({ name, transmission: "manual", b197: true })
    .returning({ id: cars.id });
  if (!car) throw new Error("car not written");
  return car.id;
}

export async function customerRow(
  db: Database,
  locale: "en" | "es" = "en",
  name = "Begoña",
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `lessons-${id}@example.com`;
  await db.insert(users).values({ id, email, name, locale });
  return { id, email };
}

export async function lessonRow(
  db: Database,
  input: {
    customerId: string;
    instructorId: string;
    carId: string;
    startsAt: Date;
    minutes?: number;
    kind?: "lesson-45" | "lesson-90" | "b197-test-drive-25";
    payment?: "balance" | "link";
    state?: "booked" | "cancelled" | "driven" | "no-show";
    lateCancellation?: boolean;
    paidAt?: Date | null;
    pickupPoint?: string;
  },
): Promise<string> {
  const minutes =
    input.minutes ?? (input.kind === "lesson-90" ? 90 : input.kind === "b197-test-drive-25" ? 25 : 45);
  const [row] = await db
    .insert(lessons)
    .values({
      customerId: input.customerId,
      instructorId: input.instructorId,
      carId: input.carId,
      kind: input.kind ?? "lesson-45",
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + minutes * 60_000),
      pickupPoint: input.pickupPoint ?? "office",
      payment: input.payment ?? "balance",
      state: input.state ?? "booked",
      lateCancellation: input.lateCancellation ?? false,
      paidAt: input.paidAt ?? null,
      ...(input.state === "cancelled"
        ? { cancelledAt: new Date(input.startsAt.getTime() - 3600_000), cancelledBy: "customer" as const }
        : {}),
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error("lesson not written");
  return row.id;
}
