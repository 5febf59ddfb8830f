import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
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
}

export function CustomerPurchases({ t, locale, purchases, refundId, errors, formKey }: Props) {
  const p = t.customer.purchases;
  const confirming = purchases.find((purchase) => purchase.id === refundId && purchase.refundable);
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
              <td>{purchase.amountCents === null ? "" : formatMoney(purchase.amountCents, locale)}</td>
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
          <input type="hidden" name="intent" value="refund" />
          {formKey ? <input type="hidden" name="key" value={formKey} /> : null}
          <input type="hidden" name="purchaseId" value={confirming.id} />
          <FieldError id="refund-purchase" error={errors.purchaseId} />
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
