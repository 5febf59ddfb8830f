import { asc, eq } from "drizzle-orm";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { cars, instructors } from "../platform/schema.server";
import { schoolDayAndTime } from "../platform/school-clock.server";
import { customerExams, repetitionDue } from "./customer-exams.server";
import { examPrice, examPriceText } from "./exam-prices.server";

// The exams section of the staff customer page: the customer's exams with their price from the
// catalog, and the instructors and cars the office may choose for a practical exam.

export async function staffExamsSection(
  db: Pick<Database, "select">,
  customerId: string,
  { locale, paidProducts }: { locale: Locale; paidProducts: readonly string[] },
) {
  const t = textsIn("exams", locale);
  const list = await customerExams(db, customerId);
  const activeInstructors = await db
    .select({ id: instructors.userId, name: instructors.displayName })
    .from(instructors)
    .where(eq(instructors.active, true))
    .orderBy(asc(instructors.displayName));
  const activeCars = await db
    .select({ id: cars.id, name: cars.name })
    .from(cars)
    .where(eq(cars.active, true))
    .orderBy(asc(cars.name));
  const due = repetitionDue(list);
  return {
    texts: t,
    exams: list.map((exam) => ({
      ...exam,
      startsAt: exam.startsAt.toISOString(),
      // The move form's fields, as the office's wall clock reads the appointment.
      ...schoolDayAndTime(exam.startsAt),
      cancelledAt: exam.cancelledAt?.toISOString() ?? null,
      price: examPriceText(
        examPrice(exam.kind, { repetition: exam.repetitionOf !== null, paidProducts }),
        t,
        locale,
      ),
    })),
    // The failed practical exams a new one may repeat, newest first.
    failedPractical: list
      .filter((exam) => exam.kind === "practical" && exam.result === "failed")
      .map((exam) => ({ id: exam.id, startsAt: exam.startsAt.toISOString() }))
      .reverse(),
    repetitionDueOf: due?.id ?? null,
    instructors: activeInstructors,
    cars: activeCars,
  };
}

export type StaffExamsSection = Awaited<ReturnType<typeof staffExamsSection>>;
