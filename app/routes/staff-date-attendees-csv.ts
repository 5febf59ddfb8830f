import { data } from "react-router";
import { textsFor } from "~/i18n/catalogs.server";
import { csvResponse } from "~/server/platform/csv.server";
import { attendeeCsv } from "~/server/first-aid/attendee-csv.server";
import { datePage } from "~/server/first-aid/staff-date-pages.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-date-attendees-csv";

// A date's attendee list as CSV for the partner institute, in German Excel's format
// (attendee-csv.server.ts), column names in the page's language.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const page = await datePage(context.get(databaseContext), params.id);
  if (!page) throw data(null, { status: 404 });
  return csvResponse(
    `first-aid-${page.date.date}-${page.date.language}.csv`,
    attendeeCsv(page.attendees, {
      dates: textsFor(request, "staffDates"),
      office: textsFor(request, "firstAidOffice"),
    }),
  );
}
