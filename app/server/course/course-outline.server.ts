import { allLessons, courseModules, findLesson } from "~/content/course/modules";
import type { Locale } from "~/i18n/locale";

// The course pages get the module and lesson titles of their language as loader data,
// so their JavaScript carries neither the other language nor the whole course list.

export interface CourseOutlineModule {
  number: number;
  title: string;
  lessons: { id: string; title: string }[];
}

/** The modules and their lessons, titled in one language. */
export function courseOutline(locale: Locale): CourseOutlineModule[] {
  return courseModules.map((module) => ({
    number: module.number,
    title: module.title[locale],
    lessons: module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title[locale] })),
  }));
}

/** A lesson's title in one language; its id when there is no such lesson. */
export function lessonTitle(id: string, locale: Locale): string {
  return findLesson(id)?.title[locale] ?? id;
}

/** How many lessons the course has, counted from the modules (never typed). */
export function lessonCount(): number {
  return allLessons.length;
}
