// Run before the test server starts (playwright.config.ts), for tests/e2e/lesson-move.spec.ts: per
// language an instructor teaching in German every day 06:00–22:00 with a manual car of their own,
// and two customers with weekly classes and a lesson pack, each with one 45-minute lesson booked:
// the one who moves it themselves two days ahead, the one whose lesson the office moves in 20 hours
// (inside the 24-hour line, which binds only the customer).
import { randomUUID } from "node:crypto";
import { authFromEnvironment } from "~/server/auth/auth.server";
import { hashIdentifier, newToken, resetIdentifier } from "~/server/auth/token-hash.server";
import {
  cars,
  instructorHours,
  instructors,
  lessonBalanceEntries,
  lessons,
  purchases,
  users,
  verifications,
} from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import {
  E2E_LESSON_PASSWORD,
  e2eMoveCustomers,
  e2eMoveInstructor,
  e2eMoveOfficeCustomerId,
} from "./lesson-accounts";

const database = await scriptDatabase();
const { db } = database;
const auth = authFromEnvironment(db);
const quarter = 15 * 60_000;
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * 3_600_000) / quarter) * quarter);

async function customerWithLesson(
  language: "en" | "es",
  {
    id,
    email,
    instructorId,
    carId,
    startsAt,
  }: { id: string; email: string; instructorId: string; carId: string; startsAt: Date },
) {
  await db.insert(users).values({ id, name: "Begoña Núñez", email, locale: language });
  const bought = new Date(Date.now() - 7 * 86_400_000);
  const purchase = (productId: "weekly-classes" | "lesson-pack-5") => ({
    userId: id,
    productId,
    checkoutSessionId: `cs_e2e_move_${productId}_${id}`,
    status: "paid" as const,
    currency: "eur",
    locale: language,
    newCustomer: productId === "weekly-classes",
    purchasedAt: bought,
    paidAt: bought,
  });
  await db.insert(purchases).values(purchase("weekly-classes"));
  const [pack] = await db.insert(purchases).values(purchase("lesson-pack-5")).returning({ id: purchases.id });
  await db
    .insert(lessonBalanceEntries)
    .values({ customerId: id, units: 5, reason: "purchase", purchaseId: pack?.id });
  const [lesson] = await db
    .insert(lessons)
    .values({
      customerId: id,
      instructorId,
      carId,
      kind: "lesson-45",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      pickupPoint: "office",
      payment: "balance",
      bookedBy: id,
    })
    .returning({ id: lessons.id });
  await db
    .insert(lessonBalanceEntries)
    .values({ customerId: id, units: -1, reason: "charge", lessonId: lesson?.id });
  const token = newToken();
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: id,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await auth.api.resetPassword({ body: { newPassword: E2E_LESSON_PASSWORD, token } });
}

for (const language of ["en", "es"] as const) {
  const instructorId = e2eMoveInstructor(language);
  await db
    .insert(users)
    .values({ id: instructorId, name: `Mover ${language}`, email: `${instructorId}@example.com` });
  await db.insert(instructors).values({
    userId: instructorId,
    displayName: language === "en" ? "Lena" : "Jonas",
    languages: ["de"],
  });
  await db
    .insert(instructorHours)
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ instructorId, weekday, startsAt: "06:00", endsAt: "22:00" })),
    );
  const [car] = await db
    .insert(cars)
    .values({ name: `E2E Polo ${language}`, transmission: "manual", b197: false })
    .returning({ id: cars.id });
  const carId = car?.id as string;
  await customerWithLesson(language, {
    id: `e2e-move-${language}`,
    email: e2eMoveCustomers[language].self,
    instructorId,
    carId,
    startsAt: inHours(50),
  });
  await customerWithLesson(language, {
    id: e2eMoveOfficeCustomerId(language),
    email: e2eMoveCustomers[language].byOffice,
    instructorId,
    carId,
    startsAt: inHours(20),
  });
}
await database.close();
