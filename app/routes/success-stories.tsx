import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("successStories");

export default function SuccessStoriesPage() {
  return <ComingSoon page="successStories" />;
}
