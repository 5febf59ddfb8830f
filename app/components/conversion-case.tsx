import type { CaseView } from "~/server/conversion-case/case-view.server";

// The customer's conversion assistance on My conversion: the five steps in order, each with its
// state, date and who acts, and one line saying what comes next.

export function ConversionCase({ view }: { view: CaseView }) {
  const t = view.texts;
  return (
    <section className="container account-page conversion-case" aria-labelledby="conversion-case-heading">
      <h2 id="conversion-case-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <ol className="case-steps">
        {view.steps.map((step) => (
          <li key={step.kind} className="card case-step" data-step={step.kind} data-state={step.state}>
            <h3>{step.title}</h3>
            <p>
              <strong className="case-step-state">{step.stateText}</strong> · {step.dateText}
              {step.state === "done" ? null : <> · {step.responsibleText}</>}
            </p>
          </li>
        ))}
      </ol>
      <p className="notification case-next" data-case-next="">
        {view.next}
      </p>
    </section>
  );
}
