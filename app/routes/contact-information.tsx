import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("contactInformation");

export default function ContactInformationPage() {
  return <ComingSoon page="contactInformation" />;
}
