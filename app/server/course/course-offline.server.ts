import { type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../db.server";
import { openedLessonIds } from "../review/review-cards.server";

// Issue 15 §3: what a course page tells its service worker: whose course it is (another customer
// on the device drops what was kept), until when access runs (checked offline too), and which
// pages to keep: the course page, the lessons the customer opened and the review, with their data.

export interface CourseOfflineData {
  userId: string;
  /** Access end, in milliseconds since the epoch. */
  endsAt: number;
  keep: string[];
}

export async function courseOfflineData(
  db: Database,
  userId: string,
  endsAt: Date,
  locale: Locale,
  { withLessons = false } = {},
): Promise<CourseOfflineData> {
  const path = (english: string) => localizePath(english, locale);
  const both = (page: string, query = "") => [`${path(page)}${query}`, `${path(page)}.data${query}`];
  const lessons = withLessons ? [...(await openedLessonIds(db, userId))].sort() : [];
  return {
    userId,
    endsAt: endsAt.getTime(),
    keep: [
      ...both("/mycourse"),
      ...both("/review"),
      ...both("/review", "?mode=drill"),
      ...lessons.flatMap((id) => both("/module", `?sid=${id}`)),
    ],
  };
}
