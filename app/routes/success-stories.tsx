import { ReviewList } from "~/components/review-list";
import { VideoPlayer } from "~/components/video-player";
import { videoStories } from "~/content/video-stories";
import { formatDate } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { textsFor, textsIn } from "~/i18n/catalogs.server";
import { reviewsStructuredData } from "~/server/customer-reviews/structured-data.server";
import { env } from "~/server/platform/env.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { reviewsForPage } from "~/server/customer-reviews/published.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "./+types/success-stories";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

/** The page's texts and verified reviews in its language, and their summaries: only these reach the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shown = await reviewsForPage(context.get(databaseContext), locale, { limit: 6 });
  return {
    texts: textsFor(request, "successStories"),
    ...shown,
    // schema.org Review and AggregateRating, from the published reviews only.
    structuredData: reviewsStructuredData(shown.summaries.overall, shown.reviews, {
      pageUrl: `${env().PUBLIC_URL}${pathname}`,
      locale,
      anonymous: textsIn("ui", locale).sales.reviews.anonymous,
    }),
  };
}

const pageTags = pageMeta("successStories");
export const meta: Route.MetaFunction = (args) => [
  ...(pageTags(args) ?? []),
  ...(args.loaderData?.structuredData ? [{ "script:ld+json": args.loaderData.structuredData }] : []),
];

export default function SuccessStoriesPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
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
          <ReviewList
            reviews={loaderData.reviews}
            summaries={loaderData.summaries}
            heading={t.reviewsHeading}
          />
        </div>
      </section>
    </div>
  );
}
