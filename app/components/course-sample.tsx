import { plural } from "~/i18n/plural";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { CourseSampleData } from "~/server/course/course-sample.server";
import { BuyCourseButton, CoursePromoBar } from "./course-promo-bar";
import { LessonView } from "./lesson-view";

/** A public sample lesson between two buy buttons, under the promo pages' top bar. */
export function CourseSample({ sample }: { sample: CourseSampleData }) {
  const t = useMessages().course;
  return (
    <>
      <CoursePromoBar />
      <div className="container lesson-container">
        <p className="sample-badge">{t.sampleBadge}</p>
        <p>{plural(t.sampleIntro, sample.lessonCount, useLocale())}</p>
        <BuyCourseButton link={sample.buy} />
        <LessonView title={sample.title} blocks={sample.blocks} />
        <BuyCourseButton link={sample.buy} />
      </div>
    </>
  );
}
