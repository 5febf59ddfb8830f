import { Form } from "react-router";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import { FieldError, fieldProps } from "./field-error";

// The office's form for a customer's record: name, e-mail (confirmed by the new address before it
// counts), phone, date of birth and the language of their mails. Plain HTML: it works without
// JavaScript, and a refusal comes back with the message beside its field.

interface Props {
  t: StaffCustomersTexts;
  customer: {
    name: string;
    email: string;
    phone: string | null;
    dateOfBirth: string | null;
    locale: "en" | "es";
  };
  errors: Record<string, string>;
}

export function CustomerDetailsForm({ t, customer, errors }: Props) {
  const c = t.customer;
  return (
    <section aria-labelledby="details-heading" id="details">
      <h2 id="details-heading">{c.edit.heading}</h2>
      <p>{c.edit.intro}</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="details" />
        <label htmlFor="details-name">{c.name}</label>
        <input
          name="name"
          type="text"
          autoComplete="off"
          maxLength={200}
          required
          defaultValue={customer.name}
          {...fieldProps("details-name", errors.name)}
        />
        <FieldError id="details-name" error={errors.name} />
        <label htmlFor="details-email">{c.email}</label>
        <input
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          defaultValue={customer.email}
          {...fieldProps("details-email", errors.email)}
        />
        <FieldError id="details-email" error={errors.email} />
        <label htmlFor="details-phone">{c.phone}</label>
        <input
          name="phone"
          type="tel"
          autoComplete="off"
          maxLength={30}
          defaultValue={customer.phone ?? ""}
          {...fieldProps("details-phone", errors.phone)}
          aria-describedby={errors.phone ? "details-phone-error details-phone-hint" : "details-phone-hint"}
        />
        <p className="staff-hint" id="details-phone-hint">
          {c.edit.phoneHint}
        </p>
        <FieldError id="details-phone" error={errors.phone} />
        <label htmlFor="details-birth">{c.dateOfBirth}</label>
        <input
          name="dateOfBirth"
          type="date"
          defaultValue={customer.dateOfBirth ?? ""}
          {...fieldProps("details-birth", errors.dateOfBirth)}
          aria-describedby={
            errors.dateOfBirth ? "details-birth-error details-birth-hint" : "details-birth-hint"
          }
        />
        <p className="staff-hint" id="details-birth-hint">
          {c.edit.dateOfBirthHint}
        </p>
        <FieldError id="details-birth" error={errors.dateOfBirth} />
        <label htmlFor="details-language">{c.language}</label>
        <select
          name="language"
          defaultValue={customer.locale}
          {...fieldProps("details-language", errors.locale)}
        >
          <option value="en">{c.languages.en}</option>
          <option value="es">{c.languages.es}</option>
        </select>
        <FieldError id="details-language" error={errors.locale} />
        <button type="submit" className="button button-secondary">
          {c.edit.submit}
        </button>
      </Form>
    </section>
  );
}
