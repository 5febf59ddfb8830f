import { chatLink, site } from "~/content/site";
import { useArticleMessages } from "./article-messages";
import { MapEmbed } from "./map-embed";

/** english-theory-lessons: the partner school's website, her guidebook, our chat and a map. */
export function ArticlePartnerContact() {
  const t = useArticleMessages().englishTheory;
  return (
    <aside className="article-aside" aria-labelledby="partner-contact">
      <h2 id="partner-contact">{t.contactHeading}</h2>
      <p>{t.contactText}</p>
      <p className="article-actions">
        <a className="button button-primary" href={site.partners.theoryInstructorWebsite}>
          {t.website}
        </a>
        <a className="button button-secondary" href={site.partners.theoryGuidebook}>
          {t.guidebook}
        </a>
        <a className="button button-accent" href={chatLink(t.chatText)}>
          {t.chat}
        </a>
      </p>
      <MapEmbed src={site.embeds.partnerSchoolMap} />
    </aside>
  );
}
