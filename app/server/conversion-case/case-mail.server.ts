import type { AssistanceStep } from "~/content/assistance-steps";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { type CaseStep, currentStep } from "./case-store.server";
import { stepTitle } from "./case-view.server";

// The customer's mail after the office moves a step of their case: what changed, and what comes
// next, in the customer's language. The office's note stays out of it.

export function caseStepMail(input: {
  to: string;
  name: string;
  locale: Locale;
  moved: AssistanceStep;
  steps: CaseStep[];
  publicUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = textsIn("conversionCases", locale);
  const step = input.steps.find((candidate) => candidate.kind === input.moved);
  if (!step) throw new Error(`case step ${input.moved} missing`);
  const title = stepTitle(step.kind, locale);
  const date = step.dated ? formatDate(step.dated, locale, "long") : null;
  const next = currentStep(input.steps);
  const paragraphs = [
    fill(t.mail.changed, { step: title, state: t.states[step.state] }),
    ...(date ? [fill(step.state === "done" ? t.mail.doneOn : t.mail.due, { date })] : []),
    ...(step.state === "done" ? [] : [fill(t.mail.who, { who: t.mail.whoLabels[step.responsible] })]),
    next
      ? fill(t.mail.next, { step: stepTitle(next.kind, locale) }) +
        (next.kind === step.kind ? "" : ` ${fill(t.mail.who, { who: t.mail.whoLabels[next.responsible] })}`)
      : t.mail.allDone,
  ];
  return compose("case-step", input.to, locale, cleanName(input.name), {
    subject: fill(t.mail.subject, { step: title }),
    paragraphs,
    button: t.mail.button,
    link: `${input.publicUrl}${localizePath("/my-conversion", locale)}`,
  });
}
