import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("welcome");

export default function WelcomePage() {
  return <ComingSoon page="welcome" />;
}
