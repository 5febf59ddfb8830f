import { FirstAidCoursePage } from "~/components/first-aid-course-page";
import { textsFor } from "~/i18n/catalogs.server";
import { pageMeta } from "~/i18n/meta";
import { nextFirstAidAppointment } from "~/server/first-aid.server";
import { databaseContext } from "~/server/request-context.server";
import type { Route } from "./+types/spanish-first-aid-course";

// The eye-test choice and the map work without JavaScript.
export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    offer: await nextFirstAidAppointment(context.get(databaseContext), "es"),
    texts: textsFor(request, "firstAid"),
  };
}

export const meta = pageMeta("spanishFirstAidCourse");

export default function SpanishFirstAidCoursePage({ loaderData }: Route.ComponentProps) {
  return <FirstAidCoursePage language="es" offer={loaderData.offer} texts={loaderData.texts} />;
}
