import { chatLink, site } from "~/content/site";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { PageKey } from "~/pages";

/**
 * The honest body of a page whose content is still being written (issue 2 allows it): the
 * page's real title, a short note and the two ways to reach the school meanwhile.
 */
export function ComingSoon({ page }: { page: PageKey }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <section className="page-message container">
      <h1>{t.pages[page].title}</h1>
      <p className="lead">{t.pages[page].description}</p>
      <div className="notice">
        <h2>{t.comingSoon.heading}</h2>
        <p>{t.comingSoon.text}</p>
        <p className="actions">
          <a className="button button-primary" href={chatLink(site.chat.prefilled.general[locale])}>
            {t.comingSoon.chat}
          </a>
          <a className="button button-secondary" href={`mailto:${site.contactEmail}`}>
            {t.comingSoon.email}
          </a>
        </p>
      </div>
    </section>
  );
}
