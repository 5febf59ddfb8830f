import { useArticleMessages } from "~/components/article-messages";
import { Prose } from "~/components/article-prose";
import { GuideChecklist } from "~/components/guide-checklist";
import { LocalizedLink } from "~/components/localized-link";
import { Logo } from "~/components/logo";
import { chatLink } from "~/content/site";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { guideHtml } from "~/server/site/guide.server";
import type { Route } from "./+types/licence-conversion-guide";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

// Guide page ("test"): header and footer are hidden, so it carries its own way home.
export function loader({ request }: Route.LoaderArgs) {
  return guideHtml(localeFromPath(new URL(request.url).pathname));
}

export const meta = pageMeta("test");

export default function LicenceConversionGuidePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const g = useArticleMessages().guide;
  return (
    <article className="container article-page guide-page">
      <header className="guide-top">
        <LocalizedLink to="/" className="logo-link">
          <Logo />
        </LocalizedLink>
      </header>
      <h1>{t.pages.test.title}</h1>
      <Prose html={loaderData.bodyHtml} />
      <GuideChecklist />
      <Prose html={loaderData.closingHtml} />
      <p className="article-actions guide-buttons">
        <a className="button button-accent" href={chatLink(g.chatText)}>
          {g.chat}
        </a>
        <LocalizedLink className="button button-secondary" to="/">
          {g.home}
        </LocalizedLink>
      </p>
    </article>
  );
}
