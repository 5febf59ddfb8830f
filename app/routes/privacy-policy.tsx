import { ArticleLegalPage } from "~/components/article-legal-page";
import { pageMeta } from "~/i18n/meta";
import { legalPageLoader } from "~/server/site/articles.server";
import type { Route } from "./+types/privacy-policy";

export const loader = legalPageLoader("privacy-policy");

export const meta = pageMeta("privacyPolicy");

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <ArticleLegalPage page="privacyPolicy" html={loaderData.html} />;
}
