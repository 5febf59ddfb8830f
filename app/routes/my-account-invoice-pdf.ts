import { data } from "react-router";
import { requireUser } from "~/server/auth/current-user.server";
import { customerDocumentFile, documentFileOf } from "~/server/invoices/customer-documents.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/my-account-invoice-pdf";

// One of the customer's invoices or credit notes as PDF, or a company's as its e-invoice (XML or
// ZUGFeRD PDF); another customer's number, or a consumer's document asked for as an e-invoice, is
// not found.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const asked = documentFileOf(params.file);
  const found = asked ? await customerDocumentFile(context.get(databaseContext), user.id, asked) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}
