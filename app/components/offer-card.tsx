import { examRetryDiscountPercent, type ProductId, products, testingBodyFees } from "~/content/catalog";
import { formatMoney, formatPercent } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { BuyButton } from "./buy-button";

/**
 * A collapsible product card (high-intense-training page): what is included, the catalog price
 * with its testing-body fee, the ordering rule and the buy button. Native <details>: no script.
 * The ordering rule ("Purchase DPA first") sits in the summary, so it is read while the
 * card is closed, and again right above the buy button, with the reason.
 */
export function OfferCard({
  product,
  title,
  items,
  rule,
  note,
  labels,
}: {
  product: ProductId;
  title: string;
  items: string[];
  /** The ordering rule, in a few words. */
  rule?: string;
  /** Why the rule exists, or what comes next. */
  note?: string;
  labels: { buy: string; fee: string; retry: string };
}) {
  const locale = useLocale();
  const entry = products[product];
  const price = formatMoney(entry.priceCents, locale);
  return (
    <details className="collapsible offer-card" data-offer={product}>
      <summary>
        <span className="offer-heading">
          <span>{title}</span>
          {rule ? <span className="offer-rule">{rule}</span> : null}
        </span>
        <span className="offer-price">{price}</span>
      </summary>
      <div className="collapsible-body">
        <ul className="points">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {entry.fee ? (
          <p className="price-note">
            {fill(labels.fee, { fee: formatMoney(testingBodyFees[entry.fee], locale) })}
            <br />
            {fill(labels.retry, {
              price: formatMoney(
                Math.round((entry.priceCents * (100 - examRetryDiscountPercent)) / 100),
                locale,
              ),
              percent: formatPercent(examRetryDiscountPercent, locale),
            })}
          </p>
        ) : null}
        {rule || note ? (
          <p className="offer-note">
            {rule ? <strong>{rule}</strong> : null}
            {rule && note ? " " : null}
            {note}
          </p>
        ) : null}
        <BuyButton product={product}>{fill(labels.buy, { price })}</BuyButton>
      </div>
    </details>
  );
}
