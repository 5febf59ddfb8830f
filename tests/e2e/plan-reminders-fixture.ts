// Run before the test server starts (playwright.config.ts): per language, a customer whose
// conversion plan has an eye test tomorrow, so its reminder (due 2 days before, at 9:00) is due.
// The server's first plan-reminder run (at its start) sends it.
import { todayInSchoolTimeZone } from "~/content/schedule";
import { saveAppointment } from "~/server/conversion-plan/appointment-store.server";
import { savePlan } from "~/server/conversion-plan/plan-store.server";
import { addDays } from "~/server/licence-check/deadlines.server";
import { users } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";

const e2ePlanReminderEmail = (language: "en" | "es") => `e2e-plan-reminder-${language}@example.com`;

const database = await scriptDatabase();
const { db } = database;
for (const language of ["en", "es"] as const) {
  const userId = `e2e-plan-reminder-${language}`;
  await db
    .insert(users)
    .values({ id: userId, name: "Begoña", email: e2ePlanReminderEmail(language), locale: language });
  await savePlan(db, userId, { country: "IN", region: null, classCode: null, dates: {}, documents: {} });
  await saveAppointment(db, userId, {
    kind: "eye-test",
    day: addDays(todayInSchoolTimeZone(), 1),
    time: "10:00",
    note: null,
  });
}
await database.close();
