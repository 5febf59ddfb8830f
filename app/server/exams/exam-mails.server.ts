import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatTime } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { examCalendarFile } from "./exam-calendar.server";
import type { ExamFacts } from "./exam-facts.server";
import { repetitionOffer } from "./exam-prices.server";

// The customer's mails about an exam, in their language, each with the exam's calendar file:
// recorded, moved, cancelled (METHOD:CANCEL), the result (a failed practical one offers the
// repetition at its price with its buy link), and the reminder before it.

export type ExamChange = "recorded" | "moved" | "cancelled" | "result" | "reminder";

const kinds = {
  recorded: "exam-recorded",
  moved: "exam-moved",
  cancelled: "exam-cancelled",
  result: "exam-result",
  reminder: "exam-reminder",
} as const satisfies Record<ExamChange, MailMessage["kind"]>;

export function examMail(
  facts: ExamFacts,
  change: ExamChange,
  { publicUrl, simulated, now = new Date() }: { publicUrl: string; simulated: boolean; now?: Date },
): MailMessage {
  const { locale } = facts;
  const t = textsIn("exams", locale);
  const values = {
    exam: t.kinds[facts.kind],
    date: formatDay(facts.startsAt, locale),
    time: formatTime(facts.startsAt, locale),
  };
  const m = t.mail;
  const subject =
    change === "result"
      ? fill(facts.result === "passed" ? m.passedSubject : m.failedSubject, values)
      : fill(
          {
            recorded: m.recordedSubject,
            moved: m.movedSubject,
            cancelled: m.cancelledSubject,
            reminder: m.reminderSubject,
          }[change],
          values,
        );
  const paragraphs: string[] = [];
  if (change === "result") {
    paragraphs.push(fill(facts.result === "passed" ? m.passed : m.failed, values));
    if (facts.result === "failed" && facts.kind === "practical") {
      const offer = repetitionOffer(locale, { simulated, email: facts.email, examId: facts.id });
      const link = offer.href.startsWith("/") ? `${publicUrl}${offer.href}` : offer.href;
      paragraphs.push(fill(m.repetition, { ...offer, link }));
    }
  } else {
    paragraphs.push(fill(m[change], values));
    if (change !== "cancelled") {
      paragraphs.push(fill(m.centre, { centre: cleanName(facts.testingCentre) }));
      if (facts.instructorName && facts.carName)
        paragraphs.push(fill(m.instructor, { name: facts.instructorName, car: facts.carName }));
      paragraphs.push(m.bring);
    }
  }
  paragraphs.push(m.calendarNote);
  return compose(kinds[change], facts.email, locale, cleanName(facts.name), {
    subject,
    paragraphs,
    button: m.button,
    link: `${publicUrl}${localizePath("/my-account", locale)}#exams`,
    attachments: [examCalendarFile(facts, locale, now)],
  });
}
