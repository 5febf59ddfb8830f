import { cars, exams, instructors } from "../platform/schema.server";

// The columns an exam is shown and mailed with, read the same way by the customer's pages
// (customer-exams.server.ts) and by one exam's mails and calendar file (exam-facts.server.ts): its
// own, and the accompanying instructor's and car's names, from left joins on both.

export interface ExamShown {
  id: string;
  kind: "theory" | "practical";
  startsAt: Date;
  testingCentre: string;
  instructorId: string | null;
  instructorName: string | null;
  carId: string | null;
  carName: string | null;
  repetitionOf: string | null;
  result: "passed" | "failed" | null;
  cancelledAt: Date | null;
}

/** For `select`, with `.leftJoin(instructors, …instructorId).leftJoin(cars, …carId)`. */
export const examShownColumns = {
  id: exams.id,
  kind: exams.kind,
  startsAt: exams.startsAt,
  testingCentre: exams.testingCentre,
  instructorId: exams.instructorId,
  instructorName: instructors.displayName,
  carId: exams.carId,
  carName: cars.name,
  repetitionOf: exams.repetitionOf,
  result: exams.result,
  cancelledAt: exams.cancelledAt,
};
