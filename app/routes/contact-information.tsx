import { ArticleContactActions } from "~/components/article-contact-actions";
import { ArticleLegalPage } from "~/components/article-legal-page";
import { pageMeta } from "~/i18n/meta";
import { legalPageLoader } from "~/server/site/articles.server";
import type { Route } from "./+types/contact-information";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

export const loader = legalPageLoader("contact-information");

export const meta = pageMeta("contactInformation");

export default function ContactInformationPage({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLegalPage page="contactInformation" html={loaderData.html}>
      <ArticleContactActions />
    </ArticleLegalPage>
  );
}
