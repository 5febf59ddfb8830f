import { data } from "react-router";
import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import { appointmentCalendarFile } from "~/server/conversion-plan/appointment-calendar.server";
import { isAppointmentKind } from "~/server/conversion-plan/appointment-form.server";
import { planAppointment } from "~/server/conversion-plan/appointment-store.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-conversion-appointment-calendar[.]ics";

// /my-conversion/appointments/:kind/calendar.ics: the calendar file of one of the customer's own
// plan appointments, in the language of the page it is asked from.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const appointment = isAppointmentKind(params.kind)
    ? await planAppointment(context.get(databaseContext), user.id, params.kind)
    : null;
  if (!appointment) throw data(null, { status: 404 });
  const file = appointmentCalendarFile(user.id, appointment, localeFromPath(new URL(request.url).pathname));
  return new Response(file.content, {
    headers: {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
