import { CourseSample } from "~/components/course-sample";
import { pageMeta } from "~/i18n/meta";
import { courseSample } from "~/server/course/course-sample.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/sample-lesson-1-3";

// Lesson 1.3 shown publicly as a free sample.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  courseSample(request, servicesOf(context), "1.3");

export const meta = pageMeta("coursedemo1");

export default function SampleLesson13Page({ loaderData }: Route.ComponentProps) {
  return <CourseSample sample={loaderData} />;
}
