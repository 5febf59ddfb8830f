import { chatLink, site } from "~/content/site";
import { useLocale } from "~/i18n/use-locale";
import { useArticleMessages } from "./article-messages";

/** Contact information page: the WhatsApp chat (prefilled in the page's language) and e-mail. */
export function ArticleContactActions() {
  const locale = useLocale();
  const t = useArticleMessages().contact;
  return (
    <section className="article-aside contact-actions" aria-labelledby="contact-actions">
      <h2 id="contact-actions">{t.heading}</h2>
      <p className="article-actions">
        <a className="button button-primary" href={chatLink(site.chat.prefilled.general[locale])}>
          {t.chat}
        </a>
        <a className="button button-secondary" href={`mailto:${site.contactEmail}`}>
          {t.email}
        </a>
      </p>
    </section>
  );
}
