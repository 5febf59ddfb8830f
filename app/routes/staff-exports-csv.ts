import { monthDownloadResponse } from "~/server/staff/month-download.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-exports-csv";

// The month's invoices and credit notes as CSV in the staff page's language.

export function loader({ request, context }: Route.LoaderArgs) {
  return monthDownloadResponse(request, servicesOf(context), "staff-csv");
}
