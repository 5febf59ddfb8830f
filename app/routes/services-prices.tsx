import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("servicesPrices");

export default function ServicesPricesPage() {
  return <ComingSoon page="servicesPrices" />;
}
