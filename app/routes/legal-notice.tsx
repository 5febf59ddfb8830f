import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("legalNotice");

export default function LegalNoticePage() {
  return <ComingSoon page="legalNotice" />;
}
