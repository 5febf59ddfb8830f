// The seed's lessons part (`npm run seed`): a demo instructor who signs in like the demo staff
// member, with Monday-to-Friday hours, a manual and an automatic car, and four 45-minute lessons
// in the demo customer's balance. Idempotent: a second run leaves the same rows.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Auth } from "~/server/auth/auth.server";
import type { Database } from "~/server/platform/db.server";
import { lessonBalance } from "~/server/lessons/balance.server";
import {
  cars,
  instructorHours,
  instructors,
  lessonBalanceEntries,
  purchases,
  users,
} from "~/server/platform/schema.server";
import { enrolTotpDirectly } from "~/server/staff/staff-accounts.server";
import {
  INSTRUCTOR_DEMO_EMAIL,
  INSTRUCTOR_DEMO_PASSWORD,
  STAFF_DEMO_BACKUP_CODES,
  STAFF_DEMO_TOTP_KEY,
} from "./staff-demo";

/** The demo customer's 45-minute units: exactly what the demo should show. */
export const DEMO_LESSON_UNITS = 4;

export const demoCars = [
  { name: "VW Golf F-MD 197 (manual)", transmission: "manual", b197: true },
  { name: "VW ID.3 F-MD 245 (automatic)", transmission: "automatic", b197: false },
] as const;

export async function seedLessons(
  { db, auth }: { db: Database; auth: Auth },
  {
    customerId,
    setPassword,
  }: { customerId: string; setPassword: (userId: string, password: string) => Promise<void> },
): Promise<void> {
  let [instructor] = await db.select().from(users).where(eq(users.email, INSTRUCTOR_DEMO_EMAIL));
  if (!instructor) {
    await db.insert(users).values({
      id: randomUUID(),
      email: INSTRUCTOR_DEMO_EMAIL,
      name: "Demo Instructor",
      role: "staff",
      staffRole: "instructor",
    });
    [instructor] = await db.select().from(users).where(eq(users.email, INSTRUCTOR_DEMO_EMAIL));
  }
  if (!instructor) throw new Error("demo instructor was not created");
  await db.update(users).set({ role: "staff", staffRole: "instructor" }).where(eq(users.id, instructor.id));
  await setPassword(instructor.id, INSTRUCTOR_DEMO_PASSWORD);
  await enrolTotpDirectly(
    { db, auth },
    { userId: instructor.id, secret: STAFF_DEMO_TOTP_KEY, backupCodes: STAFF_DEMO_BACKUP_CODES },
  );
  const profile = {
    displayName: "Carmen",
    languages: ["de", "en", "es"] as ("de" | "en" | "es")[],
    active: true,
  };
  await db
    .insert(instructors)
    .values({ userId: instructor.id, ...profile })
    .onConflictDoUpdate({ target: instructors.userId, set: profile });
  // Monday to Friday, 08:00–18:00 Frankfurt time: replaced whole, so a second run is the same.
  await db.delete(instructorHours).where(eq(instructorHours.instructorId, instructor.id));
  await db.insert(instructorHours).values(
    [1, 2, 3, 4, 5].map((weekday) => ({
      instructorId: instructor.id,
      weekday,
      startsAt: "08:00",
      endsAt: "18:00",
    })),
  );
  for (const car of demoCars) {
    await db
      .insert(cars)
      .values(car)
      .onConflictDoUpdate({
        target: cars.name,
        set: { transmission: car.transmission, b197: car.b197, active: true },
      });
  }

  // Four units recorded against the demo customer's paid weekly-classes purchase (one entry per
  // purchase, unique): no lesson pack is needed for the demo. Should other seeded purchases also
  // add units (the lesson packs the demo customer buys with every product), one correction brings
  // the balance back to four; a second run finds four and adds nothing, and the ledger's sum
  // stays bought − charged.
  const [weekly] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, customerId),
        eq(purchases.productId, "weekly-classes"),
        eq(purchases.status, "paid"),
      ),
    );
  if (!weekly) throw new Error("the demo customer has no paid weekly-classes purchase");
  await db
    .insert(lessonBalanceEntries)
    .values({ customerId, units: DEMO_LESSON_UNITS, reason: "purchase", purchaseId: weekly.id })
    .onConflictDoNothing();
  const { left } = await lessonBalance(db, customerId);
  if (left !== DEMO_LESSON_UNITS) {
    await db
      .insert(lessonBalanceEntries)
      .values({ customerId, units: DEMO_LESSON_UNITS - left, reason: "correction" });
  }
  console.log(
    [
      `Demo instructor ${INSTRUCTOR_DEMO_EMAIL} / ${INSTRUCTOR_DEMO_PASSWORD}: same TOTP key and backup codes as the demo staff member.`,
      `  Demo customer: ${DEMO_LESSON_UNITS} × 45-minute lessons in the balance.`,
    ].join("\n"),
  );
}
