import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("englishFirstAidCourse");

export default function EnglishFirstAidCoursePage() {
  return <ComingSoon page="englishFirstAidCourse" />;
}
