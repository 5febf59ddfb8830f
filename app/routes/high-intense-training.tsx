import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("highIntenseTraining");

export default function HighIntenseTrainingPage() {
  return <ComingSoon page="highIntenseTraining" />;
}
