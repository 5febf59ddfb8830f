import { Form } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { fill } from "~/i18n/fill";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { PlanAppointments } from "~/components/plan-appointments";
import type { AppointmentsView } from "~/server/conversion-plan/appointments-page.server";
import type { PlanView } from "~/server/conversion-plan/plan-page.server";

// The plan page: the licence, each deadline with its date and rule, the documents checked
// against the appointment, and the one form that saves the dates and ticks.

const dateFields = ["since", "applied", "testOrder", "theory", "practical"] as const;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field-hint field-error" id={`${id}-error`}>
      {text}
    </p>
  ) : null;
}

export function ConversionPlan({
  view,
  saved,
  fromCheck,
  appointments,
}: {
  view: PlanView;
  saved: boolean;
  fromCheck: boolean;
  appointments?: AppointmentsView;
}) {
  const t = view.texts;
  const locale = useLocale();
  const { values, errors } = view;
  const hasErrors = Object.keys(errors).length > 0;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `plan-${name}-error` } : {};
  return (
    <section className="container account-page conversion-plan">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      {saved ? (
        <p className="notification" role="status">
          {t.saved}
        </p>
      ) : null}
      {fromCheck ? <p className="notification">{t.fromCheck}</p> : null}
      {hasErrors ? (
        <div className="notification notification-error" role="alert">
          <p>{t.errors.heading}</p>
          <ul>
            {Object.entries(errors).map(([field, text]) => (
              <li key={field}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.licence ? (
        <>
          <h2>{t.licenceHeading}</h2>
          <p>{view.licence}</p>
        </>
      ) : (
        <p>{t.empty}</p>
      )}
      <p>
        <a href={view.checkUrl}>{t.startCheck}</a>
      </p>

      {view.licence ? (
        <>
          <h2>{t.deadlinesHeading}</h2>
          {view.deadlines.length ? (
            <ul className="plan-deadlines">
              {view.deadlines.map((deadline) => (
                <li
                  key={deadline.kind}
                  className={deadline.passed ? "plan-deadline passed" : "plan-deadline"}
                  data-deadline={deadline.kind}
                  {...(deadline.date ? { "data-date": deadline.date } : {})}
                  data-passed={deadline.passed ? "true" : "false"}
                >
                  <strong>{deadline.title}</strong>{" "}
                  {deadline.date ? (
                    <time dateTime={deadline.date}>{deadline.dateText}</time>
                  ) : (
                    <span>{t.noDeadline}</span>
                  )}
                  {deadline.passed ? <span className="badge badge-passed"> {t.passedLabel}</span> : null}
                  {deadline.meaning ? <p>{deadline.meaning}</p> : null}
                  <p className="field-note">
                    <a href={deadline.url} rel="noopener noreferrer">
                      {deadline.rule}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t.deadlinesEmpty}</p>
          )}
        </>
      ) : null}

      <Form method="post" className="stack-form plan-form">
        {(["country", "region", "class"] as const).map((name) =>
          values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
        )}
        <h2>{t.formHeading}</h2>
        {dateFields.map((name) => (
          <div key={name} className="plan-field">
            <label htmlFor={`plan-${name}`}>
              {t.fields[name]} <span className="field-note">({t.optional})</span>
            </label>
            <input
              id={`plan-${name}`}
              name={name}
              type="date"
              defaultValue={values[name] ?? ""}
              {...described(name)}
            />
            <FieldError id={`plan-${name}`} text={errors[name]} />
          </div>
        ))}

        {view.documents.length ? (
          <>
            <h2>{t.documentsHeading}</h2>
            <p>
              {view.appointment
                ? fill(t.documentsIntro, { appointment: view.appointment })
                : t.documentsIntroToday}
            </p>
            <ul className="plan-documents">
              {view.documents.map((document) => (
                <li
                  key={document.kind}
                  className={`plan-document state-${document.state}`}
                  data-document={document.kind}
                  data-state={document.state}
                >
                  <label className="checkbox-label">
                    <input
                      type="checkbox"
                      name={`tick-${document.kind}`}
                      value="on"
                      defaultChecked={values[`tick-${document.kind}`] === "on"}
                    />{" "}
                    {document.label}
                  </label>
                  <p className="field-note">{document.hint}</p>
                  <label htmlFor={`plan-date-${document.kind}`}>{document.dateLabel}</label>
                  <input
                    id={`plan-date-${document.kind}`}
                    name={`date-${document.kind}`}
                    type="date"
                    defaultValue={values[`date-${document.kind}`] ?? ""}
                    {...described(`date-${document.kind}`)}
                  />
                  <FieldError id={`plan-date-${document.kind}`} text={errors[`date-${document.kind}`]} />
                  <p className="plan-document-state">
                    <strong>{t.documentState[document.state]}</strong>
                    {document.usableUntil ? ` · ${document.usableUntil}` : null}
                  </p>
                  <p className="field-note">{document.rule}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="submit" className="button button-primary">
          {t.save}
        </button>
      </Form>
      {appointments ? <PlanAppointments view={appointments} /> : null}
      {view.licence ? (
        <p className="office-pack-link">
          <a href={localizePath("/my-conversion/office-pack.pdf", locale)} download>
            {t.officePack.link}
          </a>
          <br />
          <span className="field-note">{t.officePack.hint}</span>
        </p>
      ) : null}
      <p>
        <LocalizedLink to="/my-account">{t.back}</LocalizedLink>
      </p>
    </section>
  );
}
