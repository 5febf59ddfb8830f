import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("spanishFirstAidCourse");

export default function SpanishFirstAidCoursePage() {
  return <ComingSoon page="spanishFirstAidCourse" />;
}
