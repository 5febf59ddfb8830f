import { FirstAidCoursePage } from "~/components/first-aid-course-page";
import { textsFor } from "~/i18n/catalogs.server";
import { pageMeta } from "~/i18n/meta";
import { firstAidPageData, waitlistFormAction } from "~/server/first-aid/course-page.server";
import { retryAfterOf } from "~/server/platform/form.server";
import { clientIpContext, databaseContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/spanish-first-aid-course";

// The eye-test choice, the dates and the waiting-list form work without JavaScript.
export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await firstAidPageData(request, context.get(databaseContext), "es")),
    texts: textsFor(request, "firstAid"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return waitlistFormAction(request, context.get(databaseContext), context.get(clientIpContext));
}

export const headers = retryAfterOf;

export const meta = pageMeta("spanishFirstAidCourse");

export default function SpanishFirstAidCoursePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FirstAidCoursePage
      language="es"
      offer={loaderData.offer}
      texts={loaderData.texts}
      dates={loaderData.dates}
      bookingTexts={loaderData.bookingTexts}
      waitlistAnswer={actionData?.waitlist}
    />
  );
}
