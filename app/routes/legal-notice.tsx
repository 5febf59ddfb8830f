import { ArticleLegalPage } from "~/components/article-legal-page";
import { pageMeta } from "~/i18n/meta";
import { legalPageLoader } from "~/server/site/articles.server";
import type { Route } from "./+types/legal-notice";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export const loader = legalPageLoader("legal-notice");

export const meta = pageMeta("legalNotice");

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return <ArticleLegalPage page="legalNotice" html={loaderData.html} />;
}
