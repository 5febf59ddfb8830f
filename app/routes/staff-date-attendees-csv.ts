import { data } from "react-router";
import { textsFor } from "~/i18n/catalogs.server";
import { csvResponse, toCsv } from "~/server/csv.server";
import { datePage } from "~/server/first-aid/staff-date-pages.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-date-attendees-csv";

// A date's attendee list as CSV for the partner institute (csv.server.ts: RFC 4180,
// BOM, formula cells neutralised), column names in the page's language.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const page = await datePage(context.get(databaseContext), params.id);
  if (!page) throw data(null, { status: 404 });
  const t = textsFor(request, "staffDates").csv.attendees;
  const states = textsFor(request, "staffDates").states;
  const a = textsFor(request, "firstAidOffice").attendance;
  const attendance = { attended: a.attended, "no-show": a.noShow };
  const rows = page.attendees.map((person) => [
    person.name,
    person.email,
    person.eyeTest ? t.yes : t.no,
    person.purchaseStatus ? states[person.purchaseStatus] : "",
    person.attendance ? attendance[person.attendance] : "",
  ]);
  return csvResponse(
    `first-aid-${page.date.date}-${page.date.language}.csv`,
    toCsv([t.name, t.email, t.eyeTest, t.purchase, a.column], rows),
  );
}
