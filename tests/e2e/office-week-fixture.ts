// Run before the test server starts (playwright.config.ts): an instructor with a car, a customer
// with a lesson on Wednesday of this week and a practical exam on Thursday, for the office's week.
import { schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { mondayOf } from "~/server/lessons/office-week.server";
import { addDays } from "~/server/licence-check/deadlines.server";
import { cars, exams, instructorHours, instructors, lessons, users } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import { e2eWeekExam, e2eWeekLesson } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
const monday = mondayOf(todayInSchoolTimeZone());
await db.insert(users).values([
  { id: "e2e-week-instructor", email: "e2e-week-instructor@example.com", name: "Carmen Ruiz", role: "staff" },
  { id: "e2e-week-student", email: "e2e-week-student@example.com", name: "Week Student", locale: "en" },
]);
await db
  .insert(instructors)
  .values({ userId: "e2e-week-instructor", displayName: "Carmen Ruiz", languages: ["de", "es"] });
await db.insert(instructorHours).values(
  [1, 2, 3, 4, 5].map((weekday) => ({
    instructorId: "e2e-week-instructor",
    weekday,
    startsAt: "08:00",
    endsAt: "18:00",
  })),
);
const [car] = await db
  .insert(cars)
  .values({ name: "Golf F-DS 42", transmission: "manual", b197: true })
  .returning({ id: cars.id });
const startsAt = schoolMoment(addDays(monday, 2), "10:00");
await db.insert(lessons).values({
  id: e2eWeekLesson,
  customerId: "e2e-week-student",
  instructorId: "e2e-week-instructor",
  carId: car?.id ?? "",
  kind: "lesson-90",
  startsAt,
  endsAt: new Date(startsAt.getTime() + 90 * 60_000),
  pickupPoint: "office",
  payment: "balance",
});
await db.insert(exams).values({
  id: e2eWeekExam,
  customerId: "e2e-week-student",
  kind: "practical",
  startsAt: schoolMoment(addDays(monday, 3), "09:00"),
  testingCentre: "TÜV Frankfurt",
  instructorId: "e2e-week-instructor",
  carId: car?.id ?? null,
});
await database.close();
