import { data } from "react-router";
import { requireUser } from "~/server/current-user.server";
import { customerDocumentPdf, numberOfFile, pdfResponse } from "~/server/invoices/customer-documents.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/my-account-invoice-pdf";

// One of the customer's invoices or credit notes as PDF; another customer's number is not found.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const number = numberOfFile(params.file);
  const found = number ? await customerDocumentPdf(context.get(databaseContext), user.id, number) : null;
  if (!found) throw data(null, { status: 404 });
  return pdfResponse(found.document.number, found.pdf);
}
