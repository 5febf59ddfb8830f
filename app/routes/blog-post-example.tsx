import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("blogPostExample");

export default function BlogPostExamplePage() {
  return <ComingSoon page="blogPostExample" />;
}
