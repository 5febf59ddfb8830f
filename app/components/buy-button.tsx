import { buyUrl } from "~/content/buy-url";
import { type ProductId, products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { useLocale } from "~/i18n/use-locale";
import { useRootData } from "~/root-data";

/**
 * Every buy button on the site. The link is built by `buyUrl` from the catalog:
 * the payment link of this product and language, with the customer's e-mail when logged in and,
 * for a first-aid course, the date the page offered. `data-product` names the product, so tests
 * can check each button against the catalog.
 */
export function BuyButton({
  product,
  courseDate,
  children,
  className = "button button-accent",
}: {
  product: ProductId;
  /** First-aid products: the course date the visitor saw, booked by the webhook. */
  courseDate?: IsoDate;
  /** The visible label; defaults to the product's name. */
  children?: React.ReactNode;
  className?: string;
}) {
  const locale = useLocale();
  const root = useRootData();
  return (
    <a
      className={className}
      data-product={product}
      href={buyUrl(product, locale, {
        simulated: root.simulatedPayments,
        email: root.user?.email,
        courseDate,
      })}
    >
      {children ?? products[product].name[locale]}
    </a>
  );
}
