import { asc, eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { cars, exams, instructors } from "../platform/schema.server";
import { type ExamShown, examShownColumns } from "./exam-columns.server";

// A customer's exams as their pages show them (the staff customer page, My account, the lessons
// page): soonest first, cancelled ones included and marked, with the accompanying instructor's
// and car's names. The select is exposed beside the read, so a page that reads in one statement
// (readTogether) can take it in.

type Reader = Pick<Database, "select">;

export interface CustomerExam extends ExamShown {
  /** A failed practical exam: when its repetition was paid (the buy link named it). */
  repetitionPaidAt: Date | null;
}

export function customerExamsQuery(db: Reader, customerId: string) {
  return db
    .select({ ...examShownColumns, repetitionPaidAt: exams.repetitionPaidAt })
    .from(exams)
    .leftJoin(instructors, eq(instructors.userId, exams.instructorId))
    .leftJoin(cars, eq(cars.id, exams.carId))
    .where(eq(exams.customerId, customerId))
    .orderBy(asc(exams.startsAt), asc(exams.id));
}

export async function customerExams(db: Reader, customerId: string): Promise<CustomerExam[]> {
  return customerExamsQuery(db, customerId);
}

/**
 * The failed practical exam whose repetition the customer is offered: the latest failed one that
 * no repetition (recorded and not cancelled) follows yet. Null when there is none.
 */
export function repetitionDue(list: readonly CustomerExam[]): CustomerExam | null {
  const failed = list.filter((exam) => exam.kind === "practical" && exam.result === "failed");
  const latest = failed.at(-1);
  if (!latest) return null;
  const repeated = list.some(
    (exam) =>
      exam.kind === "practical" &&
      !exam.cancelledAt &&
      (exam.repetitionOf === latest.id || exam.startsAt > latest.startsAt),
  );
  return repeated ? null : latest;
}
