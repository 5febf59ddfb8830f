import { ChatButton } from "~/components/chat-button";
import { LocalizedLink } from "~/components/localized-link";
import { StarRating } from "~/components/star-rating";
import { VideoModal } from "~/components/video-modal";
import { StepList } from "~/components/step-list";
import { images } from "~/content/media";
import { formatNumber } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath } from "~/i18n/locale";
import { reviewSummaries } from "~/server/customer-reviews/published.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { useLocale } from "~/i18n/use-locale";
import type { Route } from "./+types/home";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

/** The page's texts in its language and the verified reviews' summary (only these reach the browser). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { overall } = await reviewSummaries(context.get(databaseContext), localeFromPath(url.pathname));
  return { texts: textsFor(url, "home"), rating: overall };
}

export const meta = pageMeta("home");

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const rating = loaderData.rating;
  return (
    <div className="sales-page home">
      <section className="home-hero">
        <div className="container sales-hero">
          <div>
            <p className="eyebrow">{t.eyebrow}</p>
            <h1>{t.heading}</h1>
            <p className="lead">{t.lead}</p>
            {/* A div, not a p: the video dialog inside is not phrasing content (hydration). */}
            <div className="actions">
              <VideoModal video="intro" title={t.videoTitle} label={t.watch} />
              <LocalizedLink className="button button-secondary" to="/services-prices">
                {t.services}
              </LocalizedLink>
            </div>
            {/* The question every visitor brings, answered by the licence check. */}
            <p className="home-check">
              <LocalizedLink to="/licence-check">{t.checkLicence}</LocalizedLink>
            </p>
            {rating ? (
              <p className="home-rating">
                <StarRating rating={rating.average} />{" "}
                <LocalizedLink to="/success-stories">
                  {plural(t.ratingLabel, rating.count, locale, {
                    average: formatNumber(rating.average, locale),
                  })}
                </LocalizedLink>
              </p>
            ) : null}
          </div>
          <img src={images.homeHero} alt={t.heroAlt} width={1200} height={800} fetchPriority="high" />
        </div>
      </section>

      <section className="section" aria-labelledby="help-heading">
        <div className="container">
          <h2 id="help-heading">{t.helpHeading}</h2>
          <StepList steps={t.help} />
        </div>
      </section>

      <section className="section section-alt">
        <div className="container home-teasers">
          <article>
            <h2>{t.servicesHeading}</h2>
            <p>{t.servicesText}</p>
            <LocalizedLink className="button button-primary" to="/services-prices">
              {t.servicesLink}
            </LocalizedLink>
          </article>
          <article>
            <h2>{t.storiesHeading}</h2>
            <p>{t.storiesText}</p>
            <LocalizedLink className="button button-primary" to="/success-stories">
              {t.storiesLink}
            </LocalizedLink>
          </article>
          <article>
            <h2>{t.aboutHeading}</h2>
            <p>{t.aboutText}</p>
            <LocalizedLink className="button button-primary" to="/about-us">
              {t.aboutLink}
            </LocalizedLink>
          </article>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta-band">
            <h2>{t.chatHeading}</h2>
            <p>{t.chatText}</p>
            <ChatButton text={t.chatPrefill} />
          </div>
        </div>
      </section>
    </div>
  );
}
