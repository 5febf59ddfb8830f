// Run before the test server starts (playwright.config.ts): per language, a first-aid date two days
// ago with one paid booking, as the checkout and the webhook leave one, for marking attendance
// after the course. The dates' ids go to a file in the test data folder for the spec.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { firstAidBookings, firstAidDates, purchases, users } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import { e2ePastDateAttendees, e2ePastDatesFile } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
const today = new Date(`${todayInSchoolTimeZone()}T12:00:00Z`);
const courseDate = new Date(today.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};
for (const language of ["en", "es"] as const) {
  const attendee = e2ePastDateAttendees[language];
  const userId = `e2e-attendee-${language}`;
  await db.insert(users).values({ id: userId, name: attendee.name, email: attendee.email, locale: language });
  const session = `cs_e2e_past_${language}`;
  await db.insert(purchases).values({
    userId,
    productId: `first-aid-${language}`,
    checkoutSessionId: session,
    status: "paid",
    amountCents: 6850,
    currency: "eur",
    locale: language,
    newCustomer: true,
    purchasedAt: new Date(today.getTime() - 20 * 86_400_000),
    paidAt: new Date(today.getTime() - 20 * 86_400_000),
  });
  const [date] = await db
    .insert(firstAidDates)
    .values({ language, courseDate, startTime: "09:00", endTime: "17:00", capacity: 20 })
    .returning({ id: firstAidDates.id });
  if (!date) throw new Error("past date not inserted");
  await db.insert(firstAidBookings).values({ dateId: date.id, checkoutSessionId: session });
  ids[language] = date.id;
}
await writeFile(path.join(process.env.DATA_DIR ?? ".", e2ePastDatesFile), JSON.stringify(ids));
await database.close();
