import { buyUrl } from "~/content/buy-url";
import { type ProductId, products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { formatMoney } from "~/i18n/format";
import { localeFromPath } from "~/i18n/locale";
import { getOptionalUser } from "../auth/current-user.server";
import { paymentsConfig } from "../platform/payments-config.server";
import type { AppServices } from "../auth/app-services.server";

/**
 * A buy button's link and price, built by the loader: pages that need JavaScript get
 * them as data, so their modules carry neither the catalog nor its names in both languages. Same
 * link as <BuyButton> builds (buyUrl): this language, the customer's e-mail when logged in.
 */
export async function buyLink(
  request: Request,
  services: AppServices,
  productId: ProductId,
  courseDate?: IsoDate,
): Promise<{ product: ProductId; href: string; price: string }> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const user = await getOptionalUser(request, services);
  return {
    product: productId,
    href: buyUrl(productId, locale, {
      simulated: paymentsConfig().simulated,
      email: user?.email,
      courseDate,
    }),
    price: formatMoney(products[productId].priceCents, locale),
  };
}
