import { redirect } from "react-router";
import type { AccountArea } from "~/content/catalog";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { ownedAreas } from "./account.server";
import { type CurrentUser, requireUser } from "../auth/current-user.server";
import type { AppServices } from "../auth/app-services.server";

/**
 * A thank-you page is only for the customer who owns that product: a visitor goes
 * to the login page, any other customer to their account.
 */
export async function requireArea(
  request: Request,
  services: AppServices,
  area: Exclude<AccountArea, null>,
): Promise<CurrentUser> {
  const user = await requireUser(request, services);
  const areas = await ownedAreas(services.db, user.id);
  if (!areas.has(area)) {
    throw redirect(localizePath("/my-account", localeFromPath(new URL(request.url).pathname)));
  }
  return user;
}
