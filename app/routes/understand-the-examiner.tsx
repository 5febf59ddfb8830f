import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("understandTheExaminer");

export default function UnderstandTheExaminerPage() {
  return <ComingSoon page="understandTheExaminer" />;
}
