import { data } from "react-router";
import { customerDocumentPdf, numberOfFile, pdfResponse } from "~/server/invoices/customer-documents.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-customer-invoice-pdf";

// A customer's invoice or credit note as PDF for the staff (a copy to send, a question to answer).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const number = numberOfFile(params.file);
  const found = number ? await customerDocumentPdf(context.get(databaseContext), params.id, number) : null;
  if (!found) throw data(null, { status: 404 });
  return pdfResponse(found.document.number, found.pdf);
}
