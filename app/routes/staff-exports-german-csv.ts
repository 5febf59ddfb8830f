import { monthDownloadResponse } from "~/server/staff/month-download.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-exports-german-csv";

// The month's invoices and credit notes as the accountant's German CSV.

export function loader({ request, context }: Route.LoaderArgs) {
  return monthDownloadResponse(request, servicesOf(context), "german-csv");
}
