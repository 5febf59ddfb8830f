import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("termsOfService");

export default function TermsOfServicePage() {
  return <ComingSoon page="termsOfService" />;
}
