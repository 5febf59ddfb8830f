// Run before the test server starts (playwright.config.ts): per language, a customer with weekly
// classes, a password and a lesson pack of five 45-minute units, one of them already booked for a
// lesson that starts in 20 hours (inside the 24-hour line, so cancelling it is late); and an
// instructor teaching in that language with a manual car, mornings for English, afternoons for
// Spanish, so the two tests running at once never want the same instructor or car.
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
import { e2eLessonCustomers, E2E_LESSON_PASSWORD } from "./lesson-accounts";

const database = await scriptDatabase();
const { db } = database;
const auth = authFromEnvironment(db);
const [car] = await db
  .insert(cars)
  .values({ name: "E2E Golf", transmission: "manual", b197: true })
  .returning({ id: cars.id });
const quarter = 15 * 60_000;
const lateStart = new Date(Math.ceil((Date.now() + 20 * 3_600_000) / quarter) * quarter);
for (const language of ["en", "es"] as const) {
  const instructorId = `e2e-lessons-teacher-${language}`;
  await db.insert(users).values({
    id: instructorId,
    name: `Instructor ${language}`,
    email: `e2e-lessons-teacher-${language}@example.com`,
  });
  await db.insert(instructors).values({
    userId: instructorId,
    displayName: language === "en" ? "Tom" : "Carmen",
    languages: [language],
  });
  await db.insert(instructorHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      instructorId,
      weekday,
      startsAt: language === "en" ? "06:00" : "14:00",
      endsAt: language === "en" ? "14:00" : "22:00",
    })),
  );
  const customerId = `e2e-lessons-${language}`;
  await db
    .insert(users)
    .values({ id: customerId, name: "Begoña", email: e2eLessonCustomers[language], locale: language });
  const bought = new Date(Date.now() - 7 * 86_400_000);
  await db.insert(purchases).values({
    userId: customerId,
    productId: "weekly-classes",
    checkoutSessionId: `cs_e2e_lessons_weekly_${language}`,
    status: "paid",
    currency: "eur",
    locale: language,
    newCustomer: true,
    purchasedAt: bought,
    paidAt: bought,
  });
  const [pack] = await db
    .insert(purchases)
    .values({
      userId: customerId,
      productId: "lesson-pack-5",
      checkoutSessionId: `cs_e2e_lessons_pack_${language}`,
      status: "paid",
      currency: "eur",
      locale: language,
      newCustomer: false,
      purchasedAt: bought,
      paidAt: bought,
    })
    .returning({ id: purchases.id });
  await db
    .insert(lessonBalanceEntries)
    .values({ customerId, units: 5, reason: "purchase", purchaseId: pack?.id });
  const [late] = await db
    .insert(lessons)
    .values({
      customerId,
      instructorId,
      carId: car?.id as string,
      kind: "lesson-45",
      startsAt: lateStart,
      endsAt: new Date(lateStart.getTime() + 45 * 60_000),
      pickupPoint: "office",
      payment: "balance",
      bookedBy: customerId,
    })
    .returning({ id: lessons.id });
  await db
    .insert(lessonBalanceEntries)
    .values({ customerId, units: -1, reason: "charge", lessonId: late?.id });
  const token = newToken();
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: customerId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await auth.api.resetPassword({ body: { newPassword: E2E_LESSON_PASSWORD, token } });
}
await database.close();
