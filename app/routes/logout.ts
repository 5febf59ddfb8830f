import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { authContext } from "~/server/auth/app-services.server";
import type { Route } from "./+types/logout";

// Logout ends the server session and goes to the home page of the current language.
// It also tells the browser to drop this site's cookies, whatever else it kept.
// And its storage: the offline course (service worker, its caches, the outbox of
// unsent grades), so the next person on the device finds nothing of this customer's course.
export async function action({ request, context }: Route.ActionArgs) {
  const home = localizePath("/", localeFromPath(new URL(request.url).pathname));
  const auth = context.get(authContext);
  const headers = new Headers({ "Clear-Site-Data": '"cookies", "storage"' });
  try {
    const ended = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of ended.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // No valid session: nothing to end, still go home.
  }
  return redirect(home, { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}
