import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { getAuth } from "~/server/auth/auth.server";
import type { Route } from "./+types/logout";

// SPEC §4: logout ends the server session and goes to the home page of the current language.
export async function action({ request }: Route.ActionArgs) {
  const home = localizePath("/", localeFromPath(new URL(request.url).pathname));
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return redirect(home, { headers });
  } catch {
    // No valid session: nothing to end, still go home.
    return redirect(home);
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}
