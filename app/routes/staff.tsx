import { Link } from "react-router";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { staffPages } from "~/staff-pages";
import type { Route } from "./+types/staff";

// Issue 14: the landing page of the staff area. The dashboard (issue 14 §2) replaces it later.
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { name: staff.displayName || staff.email };
}

export const meta = staffMeta((t) => t.home.title);
export const handle = { hydrate: false };

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const t = useStaffTexts();
  const locale = useLocale();
  return (
    <section className="staff-page">
      <h1>{t.home.heading}</h1>
      <p className="lead">{t.home.intro.replace("{name}", loaderData.name)}</p>
      <ul className="staff-sections">
        {staffPages.map((page) => (
          <li key={page.key}>
            <Link to={localizePath(`/${page.path}`, locale)}>{t.nav.pages[page.key]}</Link>
            {" — "}
            {t.home.sections[page.key]}
          </li>
        ))}
      </ul>
    </section>
  );
}
