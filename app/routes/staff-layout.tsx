import { NavLink, Outlet } from "react-router";
import { useStaffTexts } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { isOwner } from "~/server/staff/owner-guard.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { staffPages } from "~/staff-pages";
import { servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-layout";

// The frame of every page of app/staff-pages.ts: the staff navigation in the page's
// language. Its loader is the guard for the whole area; each page's loader runs it again, since
// React Router runs a page's loader whatever its parent's loader answers.
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const staff = await requireStaff(request, services);
  return { staffTexts: textsFor(request, "staff"), owner: isOwner(staff) };
}

export const handle = { hydrate: false };

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const t = useStaffTexts();
  const locale = useLocale();
  return (
    <div className="container staff-area">
      <nav aria-label={t.nav.label} className="staff-nav">
        <ul>
          {staffPages
            .filter((page) => loaderData.owner || !("ownerOnly" in page && page.ownerOnly))
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
