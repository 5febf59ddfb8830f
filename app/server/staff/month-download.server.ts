import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { localeFromPath } from "~/i18n/locale";
import { csvResponse } from "../platform/csv.server";
import { monthForm, parseFields } from "../first-aid/date-forms.server";
import { type AppServices } from "../auth/app-services.server";
import type { AccountingExportFormat } from "../platform/schema.server";
import { requireStaff } from "./staff-guard.server";
import { downloadMonth } from "../exports/accounting-downloads.server";

// The loader of each month download (/staff/exports/datev.csv, accounting.csv, purchases.csv): the
// staff guard, the month from the query, the file, the record of the download.

export async function monthDownloadResponse(
  request: Request,
  services: AppServices,
  format: AccountingExportFormat,
): Promise<Response> {
  const staff = await requireStaff(request, services);
  const url = new URL(request.url);
  const texts = textsFor(request, "staffExports");
  const parsed = parseFields(monthForm, url.searchParams);
  if (!parsed.ok) {
    return new Response(texts.monthInvalid, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const file = await downloadMonth(
    services.db,
    { id: staff.id, name: staff.displayName || staff.email },
    format,
    parsed.data.month,
    { labels: texts.csv, locale: localeFromPath(url.pathname) },
  );
  if (!file) {
    return new Response(fill(texts.emptyMonth, { month: parsed.data.month }), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return csvResponse(file.filename, file.body, file.contentType);
}
