import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { queueMail } from "../mail/outbox.server";
import { cars, exams, instructors, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import type { ExamAppointment, ExamError, NewExam } from "./exam-form.server";
import { examFacts } from "./exam-facts.server";
import { examMail, type ExamChange } from "./exam-mails.server";

// The office's changes to a customer's exams. Each runs in one transaction that locks the exam's
// row, changes it, writes its audit entry (ids and values, no person's free text) and queues the
// customer's mail with the calendar file, so a change is never without its mail or its record. A
// move and a cancellation count the SEQUENCE up; a result leaves it (the entry itself is unchanged).

export interface ExamContext {
  publicUrl: string;
  simulated: boolean;
  now?: Date;
}

export type ExamOutcome =
  | {
      outcome: "exam-recorded" | "exam-moved" | "exam-unchanged" | "exam-cancelled" | "exam-result";
      examId: string;
    }
  | { outcome: "refused"; field: string; error: ExamError; status: 400 | 404 | 409 };

const refused = (field: string, error: ExamError, status: 400 | 404 | 409 = 400): ExamOutcome => ({
  outcome: "refused",
  field,
  error,
  status,
});

async function mailAbout(db: Database, examId: string, change: ExamChange, context: ExamContext) {
  const facts = await examFacts(db, examId);
  if (!facts) throw new Error("exam vanished in its own transaction");
  await queueMail(db, examMail(facts, change, context), context.now);
}

export async function recordExam(
  db: Database,
  staffUserId: string,
  customerId: string,
  input: NewExam,
  context: ExamContext,
): Promise<ExamOutcome> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId));
    if (!customer) return refused("form", "customer", 404);
    if (input.instructorId) {
      const [known] = await tx
        .select({ id: instructors.userId })
        .from(instructors)
        .where(eq(instructors.userId, input.instructorId));
      if (!known) return refused("instructorId", "instructor");
    }
    if (input.carId) {
      const [known] = await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, input.carId));
      if (!known) return refused("carId", "car");
    }
    if (input.repetitionOf) {
      // Only a failed practical exam of the same customer is repeated at the repetition's price.
      const [failed] = await tx
        .select({ id: exams.id })
        .from(exams)
        .where(
          and(
            eq(exams.id, input.repetitionOf),
            eq(exams.customerId, customerId),
            eq(exams.kind, "practical"),
            eq(exams.result, "failed"),
          ),
        );
      if (!failed) return refused("repetitionOf", "repetitionOf");
    }
    const [exam] = await tx
      .insert(exams)
      .values({ customerId, ...input, createdBy: staffUserId })
      .returning({ id: exams.id });
    if (!exam) throw new Error("exam not written");
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "exam.record",
      subjectType: "exam",
      subjectId: exam.id,
      customerUserId: customerId,
      before: null,
      after: {
        kind: input.kind,
        startsAt: input.startsAt.toISOString(),
        testingCentre: input.testingCentre,
        instructorId: input.instructorId,
        carId: input.carId,
        repetitionOf: input.repetitionOf,
      },
    });
    await mailAbout(tx as unknown as Database, exam.id, "recorded", context);
    return { outcome: "exam-recorded", examId: exam.id };
  });
}

/** The exam of this customer, locked for the change; a refusal when it is unknown or cancelled. */
async function lockedExam(tx: Database, customerId: string, examId: string) {
  const facts = await examFacts(tx, examId, { customerId, lock: true });
  if (!facts) return { refusal: refused("examId", "exam", 404) };
  if (facts.cancelledAt) return { refusal: refused("examId", "examCancelled", 409) };
  return { facts };
}

export async function moveExam(
  db: Database,
  staffUserId: string,
  customerId: string,
  input: ExamAppointment & { examId: string },
  context: ExamContext,
): Promise<ExamOutcome> {
  return db.transaction(async (tx) => {
    const { facts, refusal } = await lockedExam(tx as unknown as Database, customerId, input.examId);
    if (refusal) return refusal;
    if (facts.startsAt.getTime() === input.startsAt.getTime() && facts.testingCentre === input.testingCentre)
      return { outcome: "exam-unchanged", examId: facts.id };
    await tx
      .update(exams)
      .set({
        startsAt: input.startsAt,
        testingCentre: input.testingCentre,
        sequence: sql`${exams.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(exams.id, facts.id));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "exam.move",
      subjectType: "exam",
      subjectId: facts.id,
      customerUserId: customerId,
      before: { startsAt: facts.startsAt.toISOString(), testingCentre: facts.testingCentre },
      after: { startsAt: input.startsAt.toISOString(), testingCentre: input.testingCentre },
    });
    await mailAbout(tx as unknown as Database, facts.id, "moved", context);
    return { outcome: "exam-moved", examId: facts.id };
  });
}

export async function cancelExam(
  db: Database,
  staffUserId: string,
  customerId: string,
  examId: string,
  context: ExamContext,
): Promise<ExamOutcome> {
  return db.transaction(async (tx) => {
    const { facts, refusal } = await lockedExam(tx as unknown as Database, customerId, examId);
    if (refusal) return refusal;
    const now = context.now ?? new Date();
    await tx
      .update(exams)
      .set({ cancelledAt: now, sequence: sql`${exams.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(exams.id, facts.id));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "exam.cancel",
      subjectType: "exam",
      subjectId: facts.id,
      customerUserId: customerId,
      before: { cancelledAt: null, sequence: facts.sequence },
      after: { cancelledAt: now.toISOString(), sequence: facts.sequence + 1 },
    });
    await mailAbout(tx as unknown as Database, facts.id, "cancelled", context);
    return { outcome: "exam-cancelled", examId: facts.id };
  });
}

export async function recordExamResult(
  db: Database,
  staffUserId: string,
  customerId: string,
  input: { examId: string; result: "passed" | "failed" },
  context: ExamContext,
): Promise<ExamOutcome> {
  return db.transaction(async (tx) => {
    const { facts, refusal } = await lockedExam(tx as unknown as Database, customerId, input.examId);
    if (refusal) return refusal;
    if (facts.result === input.result) return { outcome: "exam-result", examId: facts.id };
    const now = context.now ?? new Date();
    await tx
      .update(exams)
      .set({ result: input.result, resultAt: now, updatedAt: sql`now()` })
      .where(eq(exams.id, facts.id));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "exam.result",
      subjectType: "exam",
      subjectId: facts.id,
      customerUserId: customerId,
      before: { result: facts.result },
      after: { result: input.result },
    });
    await mailAbout(tx as unknown as Database, facts.id, "result", context);
    return { outcome: "exam-result", examId: facts.id };
  });
}
