import { BuyCourseButton, CoursePromoBar } from "~/components/course-promo-bar";
import { LessonView } from "~/components/lesson-view";
import { fill } from "~/components/article-messages";
import { allLessons, findLesson } from "~/content/course/modules";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { lessonContent } from "~/server/course/lesson-content.server";
import type { Route } from "./+types/coursedemo2";

// SPEC §2: lesson 3.7 shown publicly as a free sample, in the same lesson view as the course.
const SAMPLE_LESSON = "3.7";

export function loader({ request }: Route.LoaderArgs) {
  const blocks = lessonContent(SAMPLE_LESSON, localeFromPath(new URL(request.url).pathname));
  if (!blocks) throw new Response(null, { status: 404 });
  return { blocks };
}

export const meta = pageMeta("coursedemo2");

export default function Coursedemo2Page({ loaderData }: Route.ComponentProps) {
  const t = useMessages().course;
  const locale = useLocale();
  return (
    <>
      <CoursePromoBar />
      <div className="container lesson-container">
        <p className="sample-badge">{t.sampleBadge}</p>
        <p>{fill(t.sampleIntro, { count: allLessons.length })}</p>
        <BuyCourseButton />
        <LessonView
          title={findLesson(SAMPLE_LESSON)?.title[locale] ?? SAMPLE_LESSON}
          blocks={loaderData.blocks}
        />
        <BuyCourseButton />
      </div>
    </>
  );
}
