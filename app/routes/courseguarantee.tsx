import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("courseguarantee");

export default function CourseguaranteePage() {
  return <ComingSoon page="courseguarantee" />;
}
