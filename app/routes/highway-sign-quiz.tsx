import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("highwaySignQuiz");

export default function HighwaySignQuizPage() {
  return <ComingSoon page="highwaySignQuiz" />;
}
