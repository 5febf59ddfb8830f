import { BuyCourseButton, CoursePromoBar } from "~/components/course-promo-bar";
import { LessonView } from "~/components/lesson-view";
import { fill } from "~/components/article-messages";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { buyLink } from "~/server/buy-links.server";
import { lessonCount, lessonTitle } from "~/server/course/course-outline.server";
import { lessonContent } from "~/server/course/lesson-content.server";
import type { Route } from "./+types/coursedemo1";

// SPEC §2: lesson 1.3 shown publicly as a free sample, in the same lesson view as the course.
const SAMPLE_LESSON = "1.3";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const blocks = lessonContent(SAMPLE_LESSON, locale);
  if (!blocks) throw new Response(null, { status: 404 });
  // Title and buy link as data: the page's JavaScript carries no course list or catalog (issue 12).
  return {
    blocks,
    title: lessonTitle(SAMPLE_LESSON, locale),
    lessonCount: lessonCount(),
    buy: await buyLink(request, "examiner-course"),
  };
}

export const meta = pageMeta("coursedemo1");

// Issue 12: HTML and CSS only; the Listen buttons are wired by a small inline script (speak-german.tsx).
export const handle = { hydrate: false };

export default function Coursedemo1Page({ loaderData }: Route.ComponentProps) {
  const t = useMessages().course;
  return (
    <>
      <CoursePromoBar />
      <div className="container lesson-container">
        <p className="sample-badge">{t.sampleBadge}</p>
        <p>{fill(t.sampleIntro, { count: loaderData.lessonCount })}</p>
        <BuyCourseButton link={loaderData.buy} />
        <LessonView title={loaderData.title} blocks={loaderData.blocks} />
        <BuyCourseButton link={loaderData.buy} />
      </div>
    </>
  );
}
