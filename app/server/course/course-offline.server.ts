import { type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { openedLessonIds } from "../review/review-cards.server";

// What a course page tells its service worker: whose course it is (another customer on the device
// drops what was kept), until when access and the session run (both checked offline too: a session
// that ended without logout must not leave the course readable to the next person on the device),
// and which pages to keep: the course page, the lessons opened and the review, with their data.

export interface CourseOfflineData {
  userId: string;
  /** Access end, in milliseconds since the epoch. */
  endsAt: number;
  /** Session end (sliding end or 30-day cap), in milliseconds since the epoch. */
  sessionEndsAt: number;
  keep: string[];
}

/** Who the course page is for: the course guard's answer. */
interface CourseCustomer {
  user: { id: string };
  access: { endsAt: Date };
  sessionEndsAt: Date;
}

export async function courseOfflineData(
  db: Database,
  { user, access, sessionEndsAt }: CourseCustomer,
  locale: Locale,
  { withLessons = false, opened }: { withLessons?: boolean; opened?: ReadonlySet<string> } = {},
): Promise<CourseOfflineData> {
  const path = (english: string) => localizePath(english, locale);
  // The pages only: the course page and the lessons are sent without framework JavaScript and the
  // review is reached by whole page loads, so no client-side navigation asks for their `.data`.
  const lessons = withLessons ? [...(opened ?? (await openedLessonIds(db, user.id)))].sort() : [];
  return {
    userId: user.id,
    endsAt: access.endsAt.getTime(),
    sessionEndsAt: sessionEndsAt.getTime(),
    keep: [
      path("/mycourse"),
      path("/review"),
      `${path("/review")}?mode=drill`,
      ...lessons.map((id) => `${path("/module")}?sid=${id}`),
    ],
  };
}
