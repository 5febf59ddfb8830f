import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("englishTheoryLessons");

export default function EnglishTheoryLessonsPage() {
  return <ComingSoon page="englishTheoryLessons" />;
}
