import { PageScript } from "./page-script";

/** After the lesson's form: completes even offline (page script lesson-complete). */
export function LessonComplete(props: { form: string; id: string; userId: string; nextHref: string }) {
  return <PageScript name="lesson-complete" args={props} />;
}
