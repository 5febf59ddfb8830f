import { monthDownloadResponse } from "~/server/staff/month-download.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-exports-datev";

// The month's invoices and credit notes as a DATEV Buchungsstapel.

export function loader({ request, context }: Route.LoaderArgs) {
  return monthDownloadResponse(request, servicesOf(context), "datev");
}
