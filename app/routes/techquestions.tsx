import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("techquestions");

export default function TechquestionsPage() {
  return <ComingSoon page="techquestions" />;
}
