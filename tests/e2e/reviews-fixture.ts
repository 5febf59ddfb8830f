// Run before the test server starts (playwright.config.ts): per language, a customer who attended a
// first-aid course three days ago, as the webhook and the office's attendance list leave one. The
// server's first review-invitation run (at its start) invites them by mail.
import { and, eq } from "drizzle-orm";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { addDays } from "~/server/licence-check/deadlines.server";
import { firstAidBookings, firstAidDates, purchases, users } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import { e2eReviewers } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
const courseDate = addDays(todayInSchoolTimeZone(), -3);
const bought = new Date(Date.now() - 30 * 86_400_000);
for (const language of ["en", "es"] as const) {
  const reviewer = e2eReviewers[language];
  const userId = `e2e-reviewer-${language}`;
  await db.insert(users).values({ id: userId, name: reviewer.name, email: reviewer.email, locale: language });
  const session = `cs_e2e_reviewer_${language}`;
  await db.insert(purchases).values({
    userId,
    productId: `first-aid-${language}`,
    checkoutSessionId: session,
    status: "paid",
    amountCents: 6850,
    currency: "eur",
    locale: language,
    newCustomer: true,
    purchasedAt: bought,
    paidAt: bought,
  });
  await db
    .insert(firstAidDates)
    .values({ language, courseDate, startTime: "09:00", endTime: "17:00", capacity: 20 })
    .onConflictDoNothing();
  const [date] = await db
    .select({ id: firstAidDates.id })
    .from(firstAidDates)
    .where(and(eq(firstAidDates.language, language), eq(firstAidDates.courseDate, courseDate)));
  if (!date) throw new Error("course date not found");
  await db.insert(firstAidBookings).values({
    dateId: date.id,
    checkoutSessionId: session,
    attendance: "attended",
    attendanceMarkedAt: new Date(),
  });
}
await database.close();
