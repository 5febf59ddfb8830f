import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("test");

export default function TestPage() {
  return <ComingSoon page="test" />;
}
