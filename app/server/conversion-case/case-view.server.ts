import {
  type AssistanceStep,
  assistanceSteps,
  type CaseResponsible,
  type CaseStepState,
} from "~/content/assistance-steps";
import { type Texts, textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { type CaseStep, currentStep } from "./case-store.server";

// What the customer sees of their case, in the page's language: each step with the product's own
// name, its state, its date and who acts. The office's note is never part of it.

export interface CaseView {
  texts: Texts<"conversionCases">["customer"];
  steps: {
    kind: AssistanceStep;
    title: string;
    state: CaseStepState;
    stateText: string;
    dateText: string;
    responsible: CaseResponsible;
    responsibleText: string;
  }[];
  /** Who acts next and on which step, or the closing words when every step is done. */
  next: string;
}

/** The product page's name of a step: its `steps` texts follow the product's step order. */
export function stepTitle(kind: AssistanceStep, locale: Locale): string {
  return textsIn("conversionAssistance", locale).steps[assistanceSteps.indexOf(kind)]?.title ?? kind;
}

export function stepDateText(step: Pick<CaseStep, "state" | "dated">, locale: Locale): string {
  const t = textsIn("conversionCases", locale).customer;
  if (!step.dated) return t.noDate;
  return fill(step.state === "done" ? t.doneOn : t.due, { date: formatDate(step.dated, locale, "long") });
}

export function caseView(steps: CaseStep[], locale: Locale): CaseView {
  const texts = textsIn("conversionCases", locale);
  const at = currentStep(steps);
  return {
    texts: texts.customer,
    steps: steps.map((step) => ({
      kind: step.kind,
      title: stepTitle(step.kind, locale),
      state: step.state,
      stateText: texts.states[step.state],
      dateText: stepDateText(step, locale),
      responsible: step.responsible,
      responsibleText: texts.responsibles[step.responsible],
    })),
    next: at
      ? fill(texts.customer.next, {
          step: stepTitle(at.kind, locale),
          who: texts.customer.nextWho[at.responsible],
        })
      : texts.customer.allDone,
  };
}
