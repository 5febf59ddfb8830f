import { fill } from "~/i18n/fill";
import { ChatButton } from "~/components/chat-button";
import { images } from "~/content/media";
import { team } from "~/content/team";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/about-us";

/** The page's texts in its language (only these reach the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "aboutUs") };
}

export const meta = pageMeta("aboutUs");

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const page = useMessages().pages.aboutUs;
  return (
    <div className="sales-page">
      <div className="container section">
        <h1>{page.title}</h1>
        <p className="section-intro">{t.lead}</p>
      </div>
      <section className="section section-alt" aria-labelledby="mission-heading">
        <div className="container two-columns">
          <div>
            <h2 id="mission-heading">{t.missionHeading}</h2>
            {t.mission.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <img src={images.aboutMission} alt={t.missionAlt} width={800} height={600} loading="lazy" />
        </div>
      </section>
      <section className="section" aria-labelledby="history-heading">
        <div className="container two-columns">
          <img src={images.aboutHistory} alt={t.historyAlt} width={800} height={600} loading="lazy" />
          <div>
            <h2 id="history-heading">{t.historyHeading}</h2>
            {t.history.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading">{t.teamHeading}</h2>
          <ul className="card-grid team">
            {team.map((member) => (
              <li key={member.id} className="card team-member">
                <img src={images.team[member.id]} alt="" width={400} height={400} loading="lazy" />
                <div className="card-body">
                  <h3>{member.name}</h3>
                  <p className="story-subtitle">{member.role[locale]}</p>
                  <p>{member.bio[locale]}</p>
                  <p className="review-date">{fill(t.languages, { languages: member.languages[locale] })}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="actions">
            <ChatButton text={t.chatText} />
          </p>
        </div>
      </section>
    </div>
  );
}
