import { FirstAidCoursePage } from "~/components/first-aid-course-page";
import { pageMeta } from "~/i18n/meta";
import { getDatabase } from "~/server/db.server";
import { nextFirstAidAppointment } from "~/server/first-aid.server";
import type { Route } from "./+types/english-first-aid-course";

export async function loader() {
  return nextFirstAidAppointment(await getDatabase(), "en");
}

export const meta = pageMeta("englishFirstAidCourse");

export default function EnglishFirstAidCoursePage({ loaderData }: Route.ComponentProps) {
  return <FirstAidCoursePage language="en" offer={loaderData} />;
}
