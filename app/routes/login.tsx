import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("login");

export default function LoginPage() {
  return <ComingSoon page="login" />;
}
