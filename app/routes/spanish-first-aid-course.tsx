import { FirstAidCoursePage } from "~/components/first-aid-course-page";
import { pageMeta } from "~/i18n/meta";
import { getDatabase } from "~/server/db.server";
import { nextFirstAidAppointment } from "~/server/first-aid.server";
import type { Route } from "./+types/spanish-first-aid-course";

export async function loader() {
  return nextFirstAidAppointment(await getDatabase(), "es");
}

export const meta = pageMeta("spanishFirstAidCourse");

export default function SpanishFirstAidCoursePage({ loaderData }: Route.ComponentProps) {
  return <FirstAidCoursePage language="es" offer={loaderData} />;
}
