import { PageScript } from "./page-script";

/**
 * On the course page, after its list: the lesson links record the visit first (page script
 * lesson-opener). Without script a row is a plain link, and the lesson page records the visit.
 */
export function LessonOpener({ list, loading, failed }: { list: string; loading: string; failed: string }) {
  return <PageScript name="lesson-opener" args={{ list, loading, failed }} />;
}

/** On a lesson: its visit is recorded once it is shown (page script lesson-visit). */
export function LessonVisit({ id }: { id: string }) {
  return <PageScript name="lesson-visit" args={{ id }} />;
}
