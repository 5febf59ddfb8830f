import { data } from "react-router";
import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import { customerCalendarFile } from "~/server/first-aid/booking-calendar.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-account-booking-calendar[.]ics";

// /my-account/bookings/:bookingId/calendar.ics: the booking's calendar file, for its owner only.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const file = await customerCalendarFile(context.get(databaseContext), {
    userId: user.id,
    bookingId: params.bookingId,
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
