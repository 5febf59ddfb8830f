import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { MissingInvoicesTexts } from "~/i18n/messages/missing-invoices-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError, fieldProps } from "./field-error";

// The customer's paid purchases that have no invoice (bought before invoices were issued): per
// purchase a small form that issues it, made out to the name and address given, optionally mailed.

interface Props {
  t: MissingInvoicesTexts["customer"];
  locale: Locale;
  purchases: CustomerPageData["purchases"];
  /** Purchases that have an invoice, by id. */
  invoiced: Record<string, unknown>;
  customerName: string;
  formKey: string;
  errors: Record<string, string | undefined>;
}

export function CustomerMissingInvoices({
  t,
  locale,
  purchases,
  invoiced,
  customerName,
  formKey,
  errors,
}: Props) {
  const missing = purchases.filter((purchase) => purchase.status === "paid" && !(purchase.id in invoiced));
  if (missing.length === 0) return null;
  const open = Boolean(
    errors.billingName || errors.billingAddress || errors.billingVatId || errors.purchaseId,
  );
  return (
    <section aria-labelledby="missing-invoices-heading">
      <h2 id="missing-invoices-heading">{t.heading}</h2>
      <p className="staff-hint">{t.intro}</p>
      {missing.map((purchase) => {
        const id = `issue-${purchase.id}`;
        return (
          <details key={purchase.id} open={open && missing.length === 1}>
            <summary>
              {fill(t.summary, {
                product: purchase.productName,
                date: formatDay(purchase.purchasedAt, locale),
                amount: purchase.amountCents === null ? "" : formatMoney(purchase.amountCents, locale),
              })}
            </summary>
            <Form method="post" className="stack-form">
              <input type="hidden" name="intent" value="issue-invoice" />
              <input type="hidden" name="key" value={formKey} />
              <input type="hidden" name="purchaseId" value={purchase.id} />
              <label htmlFor={`${id}-name`}>{t.name}</label>
              <input
                type="text"
                name="billingName"
                maxLength={120}
                defaultValue={customerName}
                {...fieldProps(`${id}-name`, errors.billingName)}
              />
              <FieldError id={`${id}-name`} error={errors.billingName} />
              <label htmlFor={`${id}-address`}>{t.address}</label>
              <textarea
                name="billingAddress"
                rows={3}
                {...fieldProps(`${id}-address`, errors.billingAddress)}
              />
              <FieldError id={`${id}-address`} error={errors.billingAddress ?? errors.purchaseId} />
              <label htmlFor={`${id}-vat`}>{t.vatId}</label>
              <input
                type="text"
                name="billingVatId"
                maxLength={40}
                autoComplete="off"
                {...fieldProps(`${id}-vat`, errors.billingVatId)}
              />
              <FieldError id={`${id}-vat`} error={errors.billingVatId} />
              <label className="checkbox-label">
                <input type="checkbox" name="notify" defaultChecked /> {t.notify}
              </label>
              <p>
                <button type="submit" className="button button-primary">
                  {t.submit}
                </button>
              </p>
            </Form>
          </details>
        );
      })}
    </section>
  );
}
