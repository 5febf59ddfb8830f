import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { InvoicesTexts } from "~/i18n/messages/invoices-en";

// My account's request for the address an invoice above the simplified-invoice limit must state: one small form per paid
// purchase waiting for it; sending it issues the invoice at once.

interface Props {
  t: InvoicesTexts["account"];
  fields: InvoicesTexts["checkout"];
  locale: Locale;
  purchases: { purchaseId: string; productName: string; paidOn: string }[];
  /** The refused form's purchase, its message and what was typed. */
  refused: { purchaseId: string; error: string; typed: Record<string, string> } | null;
}

const inputs = [
  ["billingLine1", "line1", "address-line1"],
  ["billingPostalCode", "postalCode", "postal-code"],
  ["billingCity", "city", "address-level2"],
  ["billingCountry", "country", "country-name"],
] as const;

export function OwnBillingAddressForm({ t, fields, locale, purchases, refused }: Props) {
  if (purchases.length === 0) return null;
  return (
    <section
      className="account-billing-address"
      aria-labelledby="billing-address-heading"
      id="billing-address"
    >
      <h2 id="billing-address-heading">{t.addressHeading}</h2>
      {purchases.map((purchase) => {
        const typed = refused?.purchaseId === purchase.purchaseId ? refused.typed : {};
        return (
          <form method="post" className="stack-form" key={purchase.purchaseId}>
            <input type="hidden" name="intent" value="billing-address" />
            <input type="hidden" name="purchaseId" value={purchase.purchaseId} />
            <p>
              {fill(t.addressIntro, {
                product: purchase.productName,
                date: formatDate(purchase.paidOn, locale, "long"),
              })}
            </p>
            {refused?.purchaseId === purchase.purchaseId ? (
              <p className="notification notification-error" role="alert">
                {refused.error}
              </p>
            ) : null}
            <label>
              {t.addressName}
              <input
                type="text"
                name="billingName"
                autoComplete="organization"
                maxLength={120}
                defaultValue={typed.billingName}
              />
            </label>
            {inputs.map(([name, label, autoComplete]) => (
              <label key={name}>
                {fields[label]}
                <input
                  type="text"
                  name={name}
                  autoComplete={autoComplete}
                  maxLength={120}
                  required
                  defaultValue={typed[name]}
                />
              </label>
            ))}
            <button type="submit" className="button button-primary">
              {t.addressSubmit}
            </button>
          </form>
        );
      })}
    </section>
  );
}
