import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("privacyPolicy");

export default function PrivacyPolicyPage() {
  return <ComingSoon page="privacyPolicy" />;
}
