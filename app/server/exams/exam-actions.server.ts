import { todayInSchoolTimeZone } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { formText } from "../platform/form.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { paymentsConfig } from "../platform/payments-config.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import { readExamId, readExamMove, readExamResult, readNewExam, type ExamErrors } from "./exam-form.server";
import { cancelExam, moveExam, recordExam, recordExamResult, type ExamOutcome } from "./exam-store.server";

// The customer page's exam forms (record, move, cancel, result): each carries the page's one-time
// key, claimed for its form, customer and exam, so Back and send again changes nothing twice.
// Refusals come back in the staff member's language with a 4xx; nothing is changed then.

export const examIntents = ["exam-add", "exam-move", "exam-cancel", "exam-result"] as const;
export type ExamIntent = (typeof examIntents)[number];

export function isExamIntent(intent: unknown): intent is ExamIntent {
  return examIntents.some((one) => one === intent);
}

export type ExamActionAnswer =
  | { redirect: { done: string; again?: boolean } }
  | { status: 400 | 404 | 409; form: string; errors: Record<string, string> };

export async function examAction(
  db: Database,
  staffUserId: string,
  customerId: string,
  form: FormData,
  locale: Locale,
  now = new Date(),
): Promise<ExamActionAnswer> {
  const intent = formText(form, "intent") as ExamIntent;
  const t = textsIn("exams", locale).staff.errors;
  const say = (errors: ExamErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t[key ?? "unreadable"]]));
  const formName = intent === "exam-add" ? "exam-add" : `exam:${readExamId(form) ?? ""}`;
  const refuse = (status: 400 | 404 | 409, errors: ExamErrors) => ({
    status,
    form: formName,
    errors: say(errors),
  });
  const context = { publicUrl: env().PUBLIC_URL, simulated: paymentsConfig().simulated, now };
  const today = todayInSchoolTimeZone(now);
  let change: (tx: Database) => Promise<ExamOutcome>;
  let about: string;
  if (intent === "exam-add") {
    const parsed = readNewExam(form, today);
    if (!parsed.ok) return refuse(400, parsed.errors);
    change = (tx) => recordExam(tx, staffUserId, customerId, parsed.data, context);
    about = "new";
  } else if (intent === "exam-move") {
    const parsed = readExamMove(form, today);
    if (!parsed.ok) return refuse(400, parsed.errors);
    change = (tx) => moveExam(tx, staffUserId, customerId, parsed.data, context);
    about = parsed.data.examId;
  } else if (intent === "exam-cancel") {
    const examId = readExamId(form);
    if (!examId) return refuse(400, { examId: "exam" });
    change = (tx) => cancelExam(tx, staffUserId, customerId, examId, context);
    about = examId;
  } else {
    const parsed = readExamResult(form);
    if (!parsed.ok) return refuse(400, parsed.errors);
    change = (tx) => recordExamResult(tx, staffUserId, customerId, parsed.data, context);
    about = parsed.data.examId;
  }
  const path = `/staff/customers/${customerId}`;
  const outcome = await oncePerKey(
    db,
    { form: "exam", key: formKeyFor(form, customerId, intent, about), staffUserId },
    change,
    (result) => (result.outcome === "refused" ? null : { outcome: result.outcome, path }),
  );
  if ("again" in outcome) return { redirect: { done: outcome.again.outcome, again: true } };
  const result = outcome.result;
  if (result.outcome === "refused") return refuse(result.status, { [result.field]: result.error });
  if (result.outcome !== "exam-unchanged") void kickMailWorker(db);
  return { redirect: { done: result.outcome } };
}
