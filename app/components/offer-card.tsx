import { examRetryDiscountPercent, type ProductId, products, testingBodyFees } from "~/content/catalog";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "./article-messages";
import { BuyButton } from "./buy-button";

/**
 * A collapsible product card (SPEC §2 high-intense-training): what is included, the catalog price
 * with its testing-body fee, the ordering note and the buy button. Native <details>: no script.
 */
export function OfferCard({
  product,
  title,
  items,
  note,
  labels,
}: {
  product: ProductId;
  title: string;
  items: string[];
  note?: string;
  labels: { buy: string; fee: string; retry: string };
}) {
  const locale = useLocale();
  const entry = products[product];
  const price = formatMoney(entry.priceCents, locale);
  return (
    <details className="collapsible offer-card" data-offer={product}>
      <summary>
        <span>{title}</span>
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
              percent: examRetryDiscountPercent,
            })}
          </p>
        ) : null}
        {note ? <p className="offer-note">{note}</p> : null}
        <BuyButton product={product}>{fill(labels.buy, { price })}</BuyButton>
      </div>
    </details>
  );
}
