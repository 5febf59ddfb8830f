import { CourseSample } from "~/components/course-sample";
import { pageMeta } from "~/i18n/meta";
import { courseSample } from "~/server/course/course-sample.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/sample-lesson-3-7";

// Lesson 3.7 shown publicly as a free sample.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  courseSample(request, servicesOf(context), "3.7");

export const meta = pageMeta("coursedemo2");

export default function SampleLesson37Page({ loaderData }: Route.ComponentProps) {
  return <CourseSample sample={loaderData} />;
}
