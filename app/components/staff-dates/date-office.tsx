import { FormKey } from "~/components/staff/form-key";
import { Form } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { FirstAidOfficeTexts } from "~/i18n/messages/first-aid-office-en";
import { plural } from "~/i18n/plural";
import { FormField, fieldProps } from "./form-field";

// Two office tools of a date page: closing the date for new bookings (and opening it again), and
// one message to all its attendees, written in English and Spanish, sent after a confirmation
// step that says how many will receive it.

export function BookingsSwitch({
  office: o,
  closed,
  error,
}: {
  office: FirstAidOfficeTexts;
  closed: boolean;
  error?: string;
}) {
  return (
    <section aria-labelledby="bookings-heading" className="staff-form-section">
      <h2 id="bookings-heading">{o.bookings.heading}</h2>
      <p>{closed ? o.bookings.closedText : o.bookings.openText}</p>
      <Form method="post">
        <FormKey />
        <input type="hidden" name="intent" value={closed ? "reopen-bookings" : "close-bookings"} />
        <button type="submit" className="button button-secondary">
          {closed ? o.bookings.reopen : o.bookings.close}
        </button>
        {error ? <p className="field-error">{error}</p> : null}
      </Form>
    </section>
  );
}

const fields = ["subjectEn", "textEn", "subjectEs", "textEs"] as const;

export function MessageForm({
  office: o,
  locale,
  values,
  errorOf,
  preview,
}: {
  office: FirstAidOfficeTexts;
  locale: Locale;
  values: Record<string, string>;
  errorOf: (field: string) => string | undefined;
  /** The confirmation step: recipients counted, the token that sends it once. */
  preview?: { count: number; token: string };
}) {
  const m = o.message;
  const labels = { subjectEn: m.subjectEn, textEn: m.textEn, subjectEs: m.subjectEs, textEs: m.textEs };
  return (
    <section aria-labelledby="message-heading" className="staff-form-section">
      <h2 id="message-heading">{m.heading}</h2>
      <p>{m.intro}</p>
      {preview ? (
        <div className="staff-confirm" role="status">
          <h3>{m.confirmHeading}</h3>
          <p>{plural(m.confirmCount, preview.count, locale)}</p>
          {(["En", "Es"] as const).map((lang) => (
            <blockquote key={lang} lang={lang.toLowerCase()}>
              <p>
                <strong>{values[`subject${lang}`]}</strong>
              </p>
              <p className="staff-message-text">{values[`text${lang}`]}</p>
            </blockquote>
          ))}
          <Form method="post">
            <FormKey />
            <input type="hidden" name="intent" value="message" />
            <input type="hidden" name="step" value="send" />
            <input type="hidden" name="token" value={preview.token} />
            {fields.map((field) => (
              <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
            ))}
            <button type="submit" className="button button-primary">
              {m.send}
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="post" className="staff-form staff-message-form" noValidate>
        <FormKey />
        <input type="hidden" name="intent" value="message" />
        {fields.map((field) => {
          const id = `message-${field}`;
          const error = errorOf(field);
          return (
            <FormField key={field} id={id} label={labels[field]} error={error}>
              {field.startsWith("subject") ? (
                <input
                  type="text"
                  name={field}
                  maxLength={150}
                  defaultValue={values[field] ?? ""}
                  {...fieldProps(id, error)}
                />
              ) : (
                <textarea
                  name={field}
                  rows={5}
                  defaultValue={values[field] ?? ""}
                  {...fieldProps(id, error)}
                />
              )}
            </FormField>
          );
        })}
        {errorOf("message") ? <p className="field-error">{errorOf("message")}</p> : null}
        <button type="submit" className="button button-secondary">
          {preview ? m.edit : m.preview}
        </button>
      </Form>
    </section>
  );
}
