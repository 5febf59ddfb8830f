import { textsIn } from "~/i18n/catalogs.server";
import { type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { ownDetailsQuery } from "../customers/customer-details.server";
import { readTogether } from "../platform/read-together.server";
import { type CustomerExam, customerExamsQuery, repetitionDue } from "./customer-exams.server";
import { examCalendarFile } from "./exam-calendar.server";
import { examFacts } from "./exam-facts.server";
import { repetitionOffer } from "./exam-prices.server";

// The customer's exams on My account: each with its kind, Frankfurt date and time, testing centre,
// result and calendar file, and after a failed practical exam the repetition at its catalog price
// with its buy link.

/**
 * The customer's own details (for the form that corrects them) and exams in one statement: My
 * account keeps its two statements (the purchases are the other), each a round trip. Read on
 * every view of the page: prepared once on the embedded database (its three joins were planned
 * again on every view).
 */
export async function ownDetailsAndExams(db: Database, userId: string) {
  const read = await readTogether(
    db,
    { details: ownDetailsQuery(db, userId), exams: customerExamsQuery(db, userId) },
    { named: "my_account_details" },
  );
  return { details: read.details[0] ?? null, exams: read.exams as CustomerExam[] };
}

export function accountExams(
  list: readonly CustomerExam[],
  { email, locale, simulated }: { email: string; locale: Locale; simulated: boolean },
) {
  const t = textsIn("exams", locale);
  return {
    texts: { ...t.account, kinds: t.kinds, results: t.results },
    exams: list.map((exam) => ({
      id: exam.id,
      kind: exam.kind,
      startsAt: exam.startsAt.toISOString(),
      testingCentre: exam.testingCentre,
      result: exam.result,
      cancelled: exam.cancelledAt !== null,
      calendar: localizePath(`/my-account/exams/${exam.id}/calendar.ics`, locale),
    })),
    repetition: repetitionOffered(list, { locale, simulated, email }),
  };
}

/** The repetition's offer, until a repetition follows the failed exam or its payment arrived. */
function repetitionOffered(
  list: readonly CustomerExam[],
  { locale, simulated, email }: { locale: Locale; simulated: boolean; email: string },
) {
  const due = repetitionDue(list);
  if (!due || due.repetitionPaidAt) return null;
  return repetitionOffer(locale, { simulated, email, examId: due.id });
}

export type AccountExams = ReturnType<typeof accountExams>;

/** An exam's calendar file for its owner, in the page's language; null for anyone else's or an unknown id. */
export async function ownExamCalendarFile(
  db: Pick<Database, "select">,
  { userId, examId, locale }: { userId: string; examId: string; locale: Locale },
): Promise<MailAttachment | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(examId)) return null;
  const facts = await examFacts(db, examId, { customerId: userId });
  return facts ? examCalendarFile(facts, locale) : null;
}
