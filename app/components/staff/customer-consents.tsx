import { Form } from "react-router";
import { formatDate, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffSafeguardsTexts } from "~/i18n/messages/staff-safeguards-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError } from "./field-error";

// An eye test booked without the health-data consent, flagged at the top of the customer's page
// until staff record that the customer's written consent arrived.

interface Props {
  texts: StaffSafeguardsTexts;
  locale: Locale;
  purchases: CustomerPageData["purchases"];
  formKey: string;
  error: string | undefined;
}

export function CustomerConsents({ texts, locale, purchases, formKey, error }: Props) {
  const missing = purchases.filter(
    (purchase) => purchase.healthConsent?.given === "missing" && purchase.status !== "refunded",
  );
  if (missing.length === 0) return null;
  const c = texts.consent;
  return (
    <section className="notification notification-error staff-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading">{c.missing}</h2>
      <p>{c.missingLong}</p>
      <ul>
        {missing.map((purchase) => (
          <li key={purchase.id} id={`consent-${purchase.id}`}>
            <Form method="post" className="staff-inline-form">
              <span>
                {purchase.productName} · {formatDay(purchase.purchasedAt, locale)}
                {purchase.courseDate ? ` · ${formatDate(purchase.courseDate, locale, "long")}` : ""}
              </span>
              <input type="hidden" name="intent" value="health-consent" />
              <input type="hidden" name="purchaseId" value={purchase.id} />
              <input type="hidden" name="key" value={formKey} />
              <button type="submit" className="button button-secondary">
                {c.record}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <FieldError id="consent-purchase" error={error} />
    </section>
  );
}
