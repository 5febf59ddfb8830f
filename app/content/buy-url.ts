import type { Locale } from "~/i18n/locale";
import { localizePath } from "~/i18n/locale";
import { type ProductId, products } from "./catalog";

/**
 * Issue 5 §11: every buy button's URL, built in one place. The provider's hosted payment link
 * of that product and language with `locale`, plus `prefilled_email` for a logged-in customer;
 * in the simulated checkout (DESIGN §4) the local checkout page instead.
 */
export function buyUrl(
  productId: ProductId,
  locale: Locale,
  { simulated, email }: { simulated: boolean; email?: string | null },
): string {
  const params = new URLSearchParams();
  if (simulated) {
    params.set("product", productId);
    if (email) params.set("email", email);
    return `${localizePath("/checkout", locale)}?${params}`;
  }
  params.set("locale", locale);
  if (email) params.set("prefilled_email", email);
  return `${products[productId].paymentLinks[locale].url}?${params}`;
}
