import { ArticleLegalPage } from "~/components/article-legal-page";
import { pageMeta } from "~/i18n/meta";
import { legalPageLoader } from "~/server/site/articles.server";
import type { Route } from "./+types/privacy-policy";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export const loader = legalPageLoader("privacy-policy");

export const meta = pageMeta("privacyPolicy");

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <ArticleLegalPage page="privacyPolicy" html={loaderData.html} />;
}
