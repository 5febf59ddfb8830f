import { localeFromPath } from "~/i18n/locale";
import { customerDataDownload, customerDataFileName } from "~/server/data-requests/customer-data.server";
import { exportCustomerData } from "~/server/data-requests/staff-data-requests.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { requireOwner } from "~/server/staff/owner-guard.server";
import { staffNotFound } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-data-export";

// A customer's data as the file they would download themselves, for an owner answering a request
// made by mail or letter. Recorded in the audit log.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const copy = await exportCustomerData(context.get(databaseContext), {
    actor: owner.id,
    userId: params.id,
    locale,
  });
  if (!copy) staffNotFound();
  return customerDataDownload(copy, `customer-data-${customerDataFileName().slice("my-data-".length)}`);
}
