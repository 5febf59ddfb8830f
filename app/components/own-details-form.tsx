import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/messages/en";

// My account's form for the customer's own name and phone: plain HTML (no script on the account
// pages, decision 025); a refusal comes back with its message beside the field.

interface Props {
  t: Messages["account"]["details"];
  details: { name: string; phone: string | null; email: string };
  done: "saved" | "unchanged" | null;
  errors: Record<string, string>;
}

export function OwnDetailsForm({ t, details, done, errors }: Props) {
  // The error (when there is one) and the field's hint (when it has one), read with the field.
  const described = (field: string, hint: boolean) => {
    const ids = [errors[field] ? `own-${field}-error` : null, hint ? `own-${field}-hint` : null].filter(
      Boolean,
    );
    return {
      "aria-invalid": errors[field] ? (true as const) : undefined,
      "aria-describedby": ids.length ? ids.join(" ") : undefined,
    };
  };
  return (
    <section aria-labelledby="own-details-heading" id="details" className="account-details">
      <h2 id="own-details-heading">{t.heading}</h2>
      {done ? (
        <p className="notification notification-success" role="status">
          {done === "saved" ? t.saved : t.unchanged}
        </p>
      ) : null}
      {errors.form ? (
        <p className="notification notification-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p>{t.intro}</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="details" />
        <label htmlFor="own-name">{t.name}</label>
        <input
          id="own-name"
          name="name"
          type="text"
          autoComplete="name"
          maxLength={200}
          required
          defaultValue={details.name}
          {...described("name", false)}
        />
        {errors.name ? (
          <p className="field-hint field-error" id="own-name-error">
            {errors.name}
          </p>
        ) : null}
        <label htmlFor="own-phone">{t.phone}</label>
        <input
          id="own-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={details.phone ?? ""}
          {...described("phone", true)}
        />
        <p className="field-note" id="own-phone-hint">
          {t.phoneHint}
        </p>
        {errors.phone ? (
          <p className="field-hint field-error" id="own-phone-error">
            {errors.phone}
          </p>
        ) : null}
        <p>{fill(t.email, { email: details.email })}</p>
        <button type="submit" className="button button-primary">
          {t.submit}
        </button>
      </Form>
    </section>
  );
}
