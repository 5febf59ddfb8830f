import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("aboutUs");

export default function AboutUsPage() {
  return <ComingSoon page="aboutUs" />;
}
