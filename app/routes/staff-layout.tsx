import { NavLink, Outlet } from "react-router";
import { useStaffTexts } from "~/components/staff/staff-texts";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { markupFromData } from "~/markup-from-data";
import { requireAnyStaff, staffRoleOf } from "~/server/staff/staff-guard.server";
import { staffPageOpensTo, staffPages } from "~/staff-pages";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-layout";

// The frame of every page of app/staff-pages.ts: the staff navigation in the page's
// language. Its loader is the guard for the whole area; each page's loader runs it again, since
// React Router runs a page's loader whatever its parent's loader answers.
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  // Every role passes the frame; each page's own guard says who may open it.
  const staff = await requireAnyStaff(request, services);
  // The staff texts are read while rendering (staff-texts.ts), not sent as loader data.
  return { role: staffRoleOf(staff) };
}

// The navigation is made from the role and the URL alone.
export const handle = markupFromData;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const t = useStaffTexts();
  const locale = useLocale();
  return (
    <div className="container staff-area">
      <nav aria-label={t.nav.label} className="staff-nav">
        <ul>
          {staffPages
            .filter((page) => staffPageOpensTo(page, loaderData.role))
            .map((page) => (
              <li key={page.key}>
                <NavLink to={localizePath(`/${page.path}`, locale)} end>
                  {t.nav.pages[page.key]}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
