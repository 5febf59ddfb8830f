import { ReviewList } from "~/components/review-list";
import { VideoPlayer } from "~/components/video-player";
import { videoStories } from "~/content/video-stories";
import { formatDate } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import texts from "~/i18n/messages/pages/success-stories";
import { useLocalized } from "~/i18n/use-localized";
import { useLocale, useMessages } from "~/i18n/use-locale";
import salesCss from "~/styles/sales.css?url";

export const links = () => [{ rel: "stylesheet", href: salesCss }];

export const meta = pageMeta("successStories");

export default function SuccessStoriesPage() {
  const t = useLocalized(texts);
  const locale = useLocale();
  const page = useMessages().pages.successStories;
  return (
    <div className="sales-page">
      <section className="container section" aria-labelledby="videos-heading">
        <h1>{page.title}</h1>
        <p className="section-intro">{t.lead}</p>
        <h2 id="videos-heading">{t.videosHeading}</h2>
        <ul className="card-grid video-stories">
          {videoStories.map((story) => (
            <li key={story.id} className="card video-story">
              <VideoPlayer video={story.video} title={story.title[locale]} />
              <div className="card-body">
                <h3>{story.title[locale]}</h3>
                <p className="story-subtitle">{story.subtitle[locale]}</p>
                <ul className="story-tags" aria-label={t.tagsLabel}>
                  {story.tags[locale].map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
                <p>{story.content[locale]}</p>
                <p className="review-date">
                  <time dateTime={story.date}>{formatDate(story.date, locale, "long")}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section-alt">
        <div className="container">
          <ReviewList limit={6} heading={t.reviewsHeading} />
        </div>
      </section>
    </div>
  );
}
