import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("blog");

export default function BlogPage() {
  return <ComingSoon page="blog" />;
}
