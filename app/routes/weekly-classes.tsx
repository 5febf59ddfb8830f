import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("weeklyClasses");

export default function WeeklyClassesPage() {
  return <ComingSoon page="weeklyClasses" />;
}
