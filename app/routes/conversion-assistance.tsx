import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("conversionAssistance");

export default function ConversionAssistancePage() {
  return <ComingSoon page="conversionAssistance" />;
}
