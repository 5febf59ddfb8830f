import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { InvoicesTexts } from "~/i18n/messages/invoices-en";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError, fieldProps } from "./field-error";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import { StaffTable } from "./staff-table";

// A customer's purchases with their states; a refund is recorded after a second,
// explicit confirmation (a plain link to the confirmation, then a POST).

interface Props {
  t: StaffCustomersTexts;
  locale: Locale;
  purchases: CustomerPageData["purchases"];
  /** The purchase whose refund is being confirmed (`?refund=…`). */
  refundId: string | null;
  /** The page's one-time form key: a refund sent twice is recorded once and said so. */
  formKey?: string;
  errors: Record<string, string | undefined>;
  invoiceTexts: InvoicesTexts["staff"];
  /** What remains to be refunded of each invoiced purchase, by purchase id. */
  remaining: Record<string, number>;
}

/** Cents as staff type euros in this language: "12.50" / "12,50". */
function euros(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === "es" ? text.replace(".", ",") : text;
}

export function CustomerPurchases({
  t,
  locale,
  purchases,
  refundId,
  errors,
  invoiceTexts,
  remaining,
  formKey,
}: Props) {
  const p = t.customer.purchases;
  const confirming = purchases.find((purchase) => purchase.id === refundId && purchase.refundable);
  // A purchase from before invoices has none: it is refunded whole, as before.
  const refundable = confirming ? (remaining[confirming.id] ?? null) : null;
  return (
    <section aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">{p.heading}</h2>
      {purchases.length === 0 ? (
        <p>{p.none}</p>
      ) : (
        <StaffTable columns={[p.product, p.status, p.amount, p.method, p.date, p.courseDate, p.action]}>
          {purchases.map((purchase) => (
            <tr key={purchase.id} id={`purchase-${purchase.id}`}>
              <td>{purchase.productName}</td>
              <td>
                {p.statuses[purchase.status]}
                {purchase.flagged ? <strong> ({p.flagged})</strong> : null}
              </td>
              <td>
                <PurchaseAmounts
                  paid={purchase.amountCents}
                  remaining={remaining[purchase.id]}
                  status={purchase.status}
                  texts={p.amounts}
                  locale={locale}
                />
              </td>
              <td>{p.methods[purchase.method]}</td>
              <td>{formatDay(purchase.purchasedAt, locale)}</td>
              <td>{purchase.courseDate ? formatDate(purchase.courseDate, locale, "long") : ""}</td>
              <td>
                {purchase.refundable ? (
                  <Link to={`?refund=${purchase.id}#refund`}>
                    {p.refund}
                    <span className="visually-hidden"> ({purchase.productName})</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {confirming ? (
        <Form method="post" className="stack-form staff-confirm" id="refund" aria-labelledby="refund-heading">
          <h3 id="refund-heading">{t.customer.refund.heading}</h3>
          <p>
            {fill(t.customer.refund.text, {
              product: confirming.productName,
              date: formatDay(confirming.purchasedAt, locale),
              amount: confirming.amountCents === null ? "" : formatMoney(confirming.amountCents, locale),
            })}
          </p>
          <p>{invoiceTexts.refundPolicy}</p>
          <p>{confirming.method === "card" ? t.customer.refund.card : t.customer.refund.manual}</p>
          <input type="hidden" name="intent" value="refund" />
          {formKey ? <input type="hidden" name="key" value={formKey} /> : null}
          <input type="hidden" name="purchaseId" value={confirming.id} />
          <FieldError id="refund-purchase" error={errors.purchaseId} />
          {refundable === null ? null : (
            <>
              <label htmlFor="refund-amount">{invoiceTexts.refundAmount}</label>
              <input
                type="text"
                name="amount"
                inputMode="decimal"
                defaultValue={euros(refundable, locale)}
                {...fieldProps("refund-amount", errors.amount)}
                aria-describedby={errors.amount ? "refund-amount-error" : "refund-amount-hint"}
              />
              <p className="staff-hint" id="refund-amount-hint">
                {fill(invoiceTexts.refundAmountHint, { remaining: formatMoney(refundable, locale) })}
              </p>
              <FieldError id="refund-amount" error={errors.amount} />
            </>
          )}
          {confirming.method === "card" ? null : (
            <>
              <label htmlFor="refund-paid-back-by">{t.customer.refund.paidBackBy}</label>
              <select
                name="paidBackBy"
                required
                defaultValue={confirming.method}
                {...fieldProps("refund-paid-back-by", errors.paidBackBy)}
              >
                <option value="cash">{p.methods.cash}</option>
                <option value="bank-transfer">{p.methods["bank-transfer"]}</option>
              </select>
              <FieldError id="refund-paid-back-by" error={errors.paidBackBy} />
            </>
          )}
          <label className="checkbox-label">
            <input type="checkbox" name="notify" defaultChecked /> {invoiceTexts.notifyCustomer}
          </label>
          <label htmlFor="refund-note">{t.customer.refund.note}</label>
          <textarea name="note" rows={2} maxLength={500} {...fieldProps("refund-note", errors.note)} />
          <FieldError id="refund-note" error={errors.note} />
          <p>
            <button type="submit" className="button button-primary">
              {t.customer.refund.confirm}
            </button>{" "}
            <Link to=".">{t.customer.refund.cancel}</Link>
          </p>
        </Form>
      ) : null}
    </section>
  );
}

/**
 * What was paid, refunded and remains of a purchase: the remaining amount is its invoice's (credit
 * notes subtracted); a refunded purchase has nothing left; one without an invoice shows its price.
 */
function PurchaseAmounts({
  paid,
  remaining,
  status,
  texts,
  locale,
}: {
  paid: number | null;
  remaining: number | undefined;
  status: string;
  texts: string;
  locale: Locale;
}) {
  if (paid === null) return null;
  const left = status === "refunded" ? 0 : remaining;
  if (left === undefined || left === paid) return <>{formatMoney(paid, locale)}</>;
  return (
    <>
      {fill(texts, {
        paid: formatMoney(paid, locale),
        refunded: formatMoney(paid - left, locale),
        remaining: formatMoney(left, locale),
      })}
    </>
  );
}
