import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("freeGift");

export default function FreeGiftPage() {
  return <ComingSoon page="freeGift" />;
}
