import { data } from "react-router";
import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import { ownExamCalendarFile } from "~/server/exams/account-exams.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-account-exam-calendar[.]ics";

// /my-account/exams/:examId/calendar.ics: the exam's calendar file, for its owner only (any other
// id answers 404, so nobody learns which exams exist).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const file = await ownExamCalendarFile(context.get(databaseContext), {
    userId: user.id,
    examId: params.examId,
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
