import { data, Form, Link, redirect } from "react-router";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoment } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { listDeletionRequests } from "~/server/data-requests/deletion-requests.server";
import { customerIdByEmail } from "~/server/data-requests/staff-data-requests.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { requireOwner } from "~/server/staff/owner-guard.server";
import type { Route } from "./+types/staff-data-requests";

// Customers' deletion requests (owners only), open ones first, and a lookup by e-mail address for
// a request that came by mail or letter.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, servicesOf(context));
  const db = context.get(databaseContext);
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.slice(0, 254) ?? "";
  let notFound = false;
  if (email) {
    const id = await customerIdByEmail(db, email);
    const page = localizePath("/staff/data-requests", localeFromPath(url.pathname));
    if (id) throw redirect(`${page}/${encodeURIComponent(id)}`, { headers: privateNoStore });
    notFound = true;
  }
  const requests = await listDeletionRequests(db);
  return data(
    {
      texts: textsFor(request, "staffDataRequests"),
      email,
      notFound,
      requests: requests.map((row) => ({
        ...row,
        requestedAt: row.requestedAt.toISOString(),
        doneAt: row.doneAt?.toISOString() ?? null,
      })),
    },
    { status: notFound ? 404 : 200, headers: privateNoStore },
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffDataRequests);
export const headers = () => privateNoStore;

export default function StaffDataRequests({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const base = localizePath("/staff/data-requests", locale);
  return (
    <section className="staff-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      {loaderData.requests.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <StaffTable columns={[t.columns.customer, t.columns.requested, t.columns.status, t.columns.actions]}>
          {loaderData.requests.map((row) => (
            <tr key={row.id}>
              <td>
                {row.email}
                {row.name ? (
                  <>
                    <br />
                    <small>{row.name}</small>
                  </>
                ) : null}
              </td>
              <td>
                <time dateTime={row.requestedAt}>{formatMoment(row.requestedAt, locale)}</time>
              </td>
              <td>
                {row.status === "open"
                  ? t.statuses.open
                  : fill(t.statuses.done, { date: row.doneAt ? formatDay(row.doneAt, locale) : "" })}
              </td>
              <td>
                <Link to={`${base}/${encodeURIComponent(row.userId)}`}>{t.open}</Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <h2>{t.find.heading}</h2>
      <p>{t.find.help}</p>
      <Form method="get" className="staff-form">
        <div className="staff-field">
          <label htmlFor="find-email">{t.find.email}</label>
          <input
            id="find-email"
            type="email"
            name="email"
            required
            defaultValue={loaderData.email}
            maxLength={254}
          />
        </div>
        {loaderData.notFound ? (
          <p className="notice notice-error" role="alert">
            {t.find.notFound}
          </p>
        ) : null}
        <button type="submit" className="button button-secondary">
          {t.find.submit}
        </button>
      </Form>
    </section>
  );
}
