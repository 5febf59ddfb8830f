import { data } from "react-router";
import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import { customerLessonCalendar } from "~/server/lessons/lesson-calendar.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-lesson-calendar[.]ics";

// /my-lessons/:lessonId/calendar.ics: the calendar file of one of the customer's own lessons, in
// the language of the page it is asked from; anyone else's lesson is a 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const file = await customerLessonCalendar(context.get(databaseContext), {
    userId: user.id,
    lessonId: params.lessonId,
    locale: localeFromPath(new URL(request.url).pathname),
  });
  if (!file) throw data(null, { status: 404 });
  return new Response(file.content, {
    headers: {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
