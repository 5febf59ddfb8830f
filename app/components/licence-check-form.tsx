import type { CheckForm, Choice, Field } from "~/content/licence-rules/view";
import { formatDate } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import type { LicenceCheckTexts } from "~/i18n/messages/licence-check-en";
import { fill } from "~/i18n/fill";

// The check's questions as plain GET forms, one per step, so they work without
// JavaScript: the country first, then (where the law distinguishes) the state, province or
// territory, then (where Anlage 11 names classes) the class. Each step's form repeats the earlier
// answers as hidden fields, so changing the country never sends a state of another country. The
// date sits in the last form; its button shows the answer.

/**
 * Where the page opens after a step: the answer, the error summary, or the question just added.
 * Every form's action carries it as the fragment, so the browser scrolls there and keyboard focus
 * continues from there (no script needed).
 */
export const nextStepId = "check-next";

const fieldIds: Record<Field, string> = {
  country: "check-country",
  region: "check-region",
  class: "check-class",
  since: "check-since",
};

function FieldError({ form, field }: { form: CheckForm; field: Field }) {
  const message = form.errors[field];
  return message ? (
    <p className="field-hint" id={`${fieldIds[field]}-error`}>
      {message}
    </p>
  ) : null;
}

/** aria attributes of a field with or without an error, and its hint. */
function described(form: CheckForm, field: Field, hint?: string) {
  const ids = [hint, form.errors[field] ? `${fieldIds[field]}-error` : undefined].filter(Boolean);
  return {
    id: fieldIds[field],
    "aria-invalid": form.errors[field] ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}

function Options({ choices }: { choices: Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value} lang={choice.lang}>
      {choice.label}
    </option>
  ));
}

function Hidden({ name, value }: { name: string; value: string }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

/** The date field in the last form, or the date carried along in an earlier one. */
function Since({ form, t, last }: { form: CheckForm; t: LicenceCheckTexts; last: boolean }) {
  if (!last) return <Hidden name="since" value={form.since} />;
  return (
    <div className="check-field">
      <label htmlFor={fieldIds.since}>{t.form.since}</label>
      <p className="check-hint" id="check-since-hint">
        {t.form.sinceHint}
      </p>
      <input
        type="date"
        name="since"
        defaultValue={form.since}
        min={form.sinceMin}
        max={form.sinceMax}
        {...described(form, "since", "check-since-hint")}
      />
      <FieldError form={form} field="since" />
    </div>
  );
}

function Submit({ t, last, label }: { t: LicenceCheckTexts; last: boolean; label?: string }) {
  return (
    <button type="submit" className={last ? "button button-accent" : "button button-primary"}>
      {label ?? (last ? t.form.show : t.form.next)}
    </button>
  );
}

/** Beside the first question: what the answer will cover, and how current the list is. */
function Intro({ form, t }: { form: CheckForm; t: LicenceCheckTexts }) {
  const locale = useLocale();
  return (
    <div className="check-intro-points">
      <h3>{t.intro.heading}</h3>
      <ul className="points">
        {t.intro.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="price-note">{fill(t.intro.asOf, { date: formatDate(form.asOf, locale, "long") })}</p>
    </div>
  );
}

export function LicenceCheckForm({
  form,
  t,
  answered,
}: {
  form: CheckForm;
  t: LicenceCheckTexts;
  /** The answer is on the page (and carries the fragment target). */
  answered: boolean;
}) {
  const action = `${localizePath("/licence-check", useLocale())}#${nextStepId}`;
  const messages = Object.entries(form.errors) as [Field, string][];
  const target = (step: CheckForm["last"]) =>
    !answered && !messages.length && form.country && form.last === step ? nextStepId : undefined;
  const region = form.region;
  const licenceClass = form.licenceClass;
  return (
    <section className="section section-alt" aria-labelledby="check-form-heading">
      <div className="container check-forms">
        <h2 id="check-form-heading">{t.form.heading}</h2>
        {messages.length ? (
          <div className="notification notification-error check-errors" role="alert" id={nextStepId}>
            <p>{t.errors.heading}</p>
            <ul>
              {messages.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${fieldIds[field]}`}>{message}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="check-steps">
          <form method="get" action={action} className="check-step" id={target("country")}>
            <div className="check-field">
              <label htmlFor={fieldIds.country}>{t.form.country}</label>
              <select name="country" required defaultValue={form.country} {...described(form, "country")}>
                <option value="">{t.form.chooseCountry}</option>
                <Options choices={form.countries} />
              </select>
              <FieldError form={form} field="country" />
            </div>
            <Hidden name="class" value={form.carriedClass} />
            <Since form={form} t={t} last={form.last === "country"} />
            <Submit t={t} last={form.last === "country" && form.country !== ""} />
          </form>

          {region ? (
            <form method="get" action={action} className="check-step" id={target("region")}>
              <Hidden name="country" value={form.country} />
              <Hidden name="class" value={form.carriedClass} />
              <div className="check-field">
                <label htmlFor={fieldIds.region}>{t.form.region[region.country]}</label>
                <p className="check-hint" id="check-region-hint">
                  {t.form.regionHint}
                </p>
                <select
                  name="region"
                  required
                  defaultValue={region.value}
                  {...described(form, "region", "check-region-hint")}
                >
                  <option value="">{t.form.chooseRegion}</option>
                  <Options choices={region.choices} />
                </select>
                <FieldError form={form} field="region" />
              </div>
              <Since form={form} t={t} last={form.last === "region"} />
              <Submit t={t} last={form.last === "region"} />
            </form>
          ) : null}

          {licenceClass ? (
            <form method="get" action={action} className="check-step" id={target("class")}>
              <Hidden name="country" value={form.country} />
              <Hidden name="region" value={region?.value ?? ""} />
              <div className="check-field">
                <label htmlFor={fieldIds.class}>{t.form.class}</label>
                <p className="check-hint" id="check-class-hint">
                  {t.form.classHint}
                </p>
                <select
                  name="class"
                  defaultValue={licenceClass.value}
                  {...described(form, "class", "check-class-hint")}
                >
                  <Options choices={licenceClass.choices} />
                </select>
                <FieldError form={form} field="class" />
              </div>
              <Since form={form} t={t} last />
              <Submit t={t} last />
            </form>
          ) : null}
          {form.country ? null : <Intro form={form} t={t} />}
        </div>
      </div>
    </section>
  );
}
