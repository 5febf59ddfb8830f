import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import {
  customerData,
  customerDataDownload,
  customerDataFileName,
} from "~/server/data-requests/customer-data.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/my-data-json";

// The customer's data as a file (Art. 15 and 20 GDPR): the session's own customer only, the same
// object as the page (/my-account/data) shows. A visitor goes to the login and comes back here.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const copy = await customerData(context.get(databaseContext), user.id, locale);
  return customerDataDownload(copy, customerDataFileName());
}
