import { ArticleLegalPage } from "~/components/article-legal-page";
import { pageMeta } from "~/i18n/meta";
import { legalPageLoader } from "~/server/site/articles.server";
import type { Route } from "./+types/terms-of-service";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export const loader = legalPageLoader("terms-of-service");

export const meta = pageMeta("termsOfService");

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <ArticleLegalPage page="termsOfService" html={loaderData.html} />;
}
