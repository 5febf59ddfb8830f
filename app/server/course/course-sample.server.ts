import { localeFromPath } from "~/i18n/locale";
import { buyLink } from "./buy-links.server";
import type { AppServices } from "../auth/app-services.server";
import { lessonCount, lessonTitle } from "./course-outline.server";
import { lessonContent } from "../site/lesson-content.server";

/**
 * A lesson shown publicly as a free sample (/coursedemo1, /coursedemo2) in the same lesson
 * view as the course, in the URL's language, with the course's buy link. 404 for an unknown lesson.
 */
export async function courseSample(request: Request, services: AppServices, lessonId: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const blocks = lessonContent(lessonId, locale);
  if (!blocks) throw new Response(null, { status: 404 });
  return {
    blocks,
    title: lessonTitle(lessonId, locale),
    lessonCount: lessonCount(),
    buy: await buyLink(request, services, "examiner-course"),
  };
}

export type CourseSampleData = Awaited<ReturnType<typeof courseSample>>;
