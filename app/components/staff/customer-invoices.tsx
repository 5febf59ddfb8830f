import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { InvoicesTexts } from "~/i18n/messages/invoices-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError, fieldProps } from "./field-error";
import { StaffTable } from "./staff-table";

// The customer's invoices and credit notes (PDF links), and per invoiced purchase a small form to
// correct the name, address and VAT id on its invoice: saving issues a credit note and a new invoice.

interface Props {
  t: InvoicesTexts["staff"];
  locale: Locale;
  data: CustomerPageData["invoices"];
  purchases: CustomerPageData["purchases"];
  errors: Record<string, string | undefined>;
}

export function CustomerInvoices({ t, locale, data, purchases, errors }: Props) {
  const kinds = { invoice: t.kindInvoice, "credit-note": t.kindCreditNote };
  const correctable = Object.entries(data.invoiced).filter(([, invoiced]) => invoiced.remainingCents > 0);
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{t.documentsHeading}</h2>
      {data.documents.length === 0 ? (
        <p>{t.noDocuments}</p>
      ) : (
        <StaffTable columns={[t.number, t.kind, t.date, t.amount, t.pdf]}>
          {data.documents.map((document) => (
            <tr key={document.number}>
              <td>{document.number}</td>
              <td>{kinds[document.kind]}</td>
              <td>{formatDay(document.issuedAt, locale, "medium")}</td>
              <td>{formatMoney(document.grossCents, locale)}</td>
              <td>
                <a href={document.href}>{fill(t.open, { number: document.number })}</a>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {correctable.map(([purchaseId, invoiced]) => {
        const product = purchases.find((purchase) => purchase.id === purchaseId)?.productName ?? "";
        const id = `billing-${invoiced.number}`;
        return (
          <details
            key={purchaseId}
            open={Boolean(errors.billingName || errors.billingAddress || errors.billingVatId)}
          >
            <summary>{fill(t.billingHeading, { number: invoiced.number, product })}</summary>
            <Form method="post" className="stack-form">
              <p className="staff-hint">{t.billingHint}</p>
              <input type="hidden" name="intent" value="billing" />
              <input type="hidden" name="purchaseId" value={purchaseId} />
              <label htmlFor={`${id}-name`}>{t.billingName}</label>
              <input
                type="text"
                name="billingName"
                maxLength={120}
                defaultValue={invoiced.name}
                {...fieldProps(`${id}-name`, errors.billingName)}
              />
              <FieldError id={`${id}-name`} error={errors.billingName} />
              <label htmlFor={`${id}-address`}>{t.billingAddress}</label>
              <textarea
                name="billingAddress"
                rows={4}
                defaultValue={invoiced.address}
                {...fieldProps(`${id}-address`, errors.billingAddress)}
              />
              <FieldError id={`${id}-address`} error={errors.billingAddress ?? errors.purchaseId} />
              <label htmlFor={`${id}-vat`}>{t.billingVatId}</label>
              <input
                type="text"
                name="billingVatId"
                maxLength={40}
                autoComplete="off"
                defaultValue={invoiced.vatId}
                {...fieldProps(`${id}-vat`, errors.billingVatId)}
              />
              <FieldError id={`${id}-vat`} error={errors.billingVatId} />
              <p>
                <button type="submit" className="button button-primary">
                  {t.billingSubmit}
                </button>
              </p>
            </Form>
          </details>
        );
      })}
    </section>
  );
}
