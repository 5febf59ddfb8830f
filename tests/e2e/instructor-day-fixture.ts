// Run before the test server starts (playwright.config.ts): per language, the instructor of
// tests/e2e/instructor-day.spec.ts (added as staff just before by `staff:add`) made an instructor,
// a car, and a customer with a password and a 45-minute lesson with them yesterday at 10:00
// Frankfurt time, still to be marked.
import "../../server/load-env.js";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { authFromEnvironment } from "~/server/auth/auth.server";
import { hashIdentifier, newToken, resetIdentifier } from "~/server/auth/token-hash.server";
import { addDays } from "~/server/licence-check/deadlines.server";
import { cars, instructors, lessons, users, verifications } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import { CUSTOMER_PASSWORD } from "./customer";
import { e2eInstructorEmails, e2eRecordCustomerEmail } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
const auth = authFromEnvironment(db);
const yesterday = addDays(todayInSchoolTimeZone(), -1);
for (const [index, language] of (["en", "es"] as const).entries()) {
  const email = e2eInstructorEmails[index] as string;
  const [instructor] = await db
    .update(users)
    .set({ staffRole: "instructor" })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!instructor) throw new Error(`no staff account ${email}`);
  await db.insert(instructors).values({
    userId: instructor.id,
    displayName: language === "en" ? "Jonas" : "Lucía",
    languages: ["de", language],
  });
  const [car] = await db
    .insert(cars)
    .values({ name: `E2E car ${language}`, transmission: "manual", b197: true })
    .returning({ id: cars.id });
  const customerId = `e2e-record-${language}`;
  await db.insert(users).values({
    id: customerId,
    name: language === "en" ? "Priya Sharma" : "Valentina Ruiz",
    email: e2eRecordCustomerEmail(language),
    locale: language,
    phone: "+49 151 2345 6789",
  });
  // A password through the real set-password token, as the purchase mail's link does.
  const token = newToken();
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: customerId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await auth.api.resetPassword({ body: { newPassword: CUSTOMER_PASSWORD, token } });
  const startsAt = schoolMoment(yesterday, "10:00");
  await db.insert(lessons).values({
    customerId,
    instructorId: instructor.id,
    carId: car?.id ?? "",
    kind: "lesson-45",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    pickupPoint: "hauptbahnhof",
    payment: "balance",
  });
}
await database.close();
