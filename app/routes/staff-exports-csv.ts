import { localeFromPath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { csvResponse, toCsv } from "~/server/csv.server";
import { monthExportTable, purchasesPaidInMonth } from "~/server/exports/purchase-month.server";
import { monthForm, parseFields } from "~/server/first-aid/date-forms.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-exports-csv";

// The month's paid purchases as CSV for the accountant (purchase-month.server.ts).

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const texts = textsFor(request, "staffDates");
  const parsed = parseFields(monthForm, url.searchParams);
  if (!parsed.ok) {
    return new Response(texts.errors.monthInvalid, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const month = parsed.data.month;
  const exported = await purchasesPaidInMonth(
    context.get(databaseContext),
    month,
    localeFromPath(url.pathname),
  );
  const { header, rows } = monthExportTable(exported, { columns: texts.csv.month, states: texts.states });
  return csvResponse(`purchases-${month}.csv`, toCsv(header, rows));
}
