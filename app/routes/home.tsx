import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("home");

export default function HomePage() {
  return <ComingSoon page="home" />;
}
