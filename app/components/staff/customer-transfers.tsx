import { Form } from "react-router";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError } from "./field-error";

// Purchases recorded before their bank transfer arrived, at the top of the customer's page until
// staff mark each paid with the day the money came (today unless the statement says otherwise).

interface Props {
  texts: StaffCustomersTexts;
  locale: Locale;
  purchases: CustomerPageData["purchases"];
  formKey: string;
  errors: Record<string, string | undefined>;
}

export function CustomerTransfers({ texts, locale, purchases, formKey, errors }: Props) {
  const awaited = purchases.filter((purchase) => purchase.status === "awaiting" && purchase.paymentDueOn);
  if (awaited.length === 0) return null;
  const t = texts.transfers;
  const today = todayInSchoolTimeZone();
  return (
    <section className="notification staff-consent" aria-labelledby="transfers-heading">
      <h2 id="transfers-heading">{t.heading}</h2>
      <ul>
        {awaited.map((purchase) => {
          const due = purchase.paymentDueOn ?? today;
          const id = `transfer-${purchase.id}`;
          return (
            <li key={purchase.id} id={id}>
              <Form method="post" className="staff-inline-form">
                <span>
                  {purchase.productName} · {formatDay(purchase.purchasedAt, locale)} ·{" "}
                  {fill(due < today ? t.overdue : t.due, { date: formatDate(due, locale, "long") })}
                </span>
                <input type="hidden" name="intent" value="transfer-paid" />
                <input type="hidden" name="purchaseId" value={purchase.id} />
                <input type="hidden" name="key" value={formKey} />
                <label htmlFor={`${id}-paidOn`}>{t.paidOn}</label>
                <input
                  type="date"
                  name="paidOn"
                  defaultValue={today}
                  max={today}
                  required
                  id={`${id}-paidOn`}
                />
                <button type="submit" className="button button-secondary">
                  {t.submit}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <FieldError id="transfer" error={errors.paidOn ?? errors.purchaseId} />
    </section>
  );
}
