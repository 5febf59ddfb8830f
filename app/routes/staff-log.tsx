import { data, Form, Link } from "react-router";
import { AuditEntryList } from "~/components/staff/audit-entry-list";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { auditLogPage } from "~/server/staff/audit-log-page.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-log";

// The audit log, newest first, read only (the table refuses changes anyway), narrowed by a plain
// GET form (staff member, action, customer, dates) and paged with links that keep the filter.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const page = await auditLogPage(
    context.get(databaseContext),
    url.searchParams,
    localeFromPath(url.pathname),
  );
  return data({ ...page, auditTexts: textsFor(request, "staffAudit") }, { headers: privateNoStore });
}

export const meta = staffMeta((t) => t.log.title);
export const headers = () => privateNoStore;

export default function StaffLog({ loaderData }: Route.ComponentProps) {
  const t = useStaffTexts().log;
  const a = loaderData.auditTexts;
  const f = loaderData.filter;
  const locale = useLocale();
  return (
    <section className="staff-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <Form method="get" className="audit-filters" aria-label={a.log.filters}>
        <div>
          <label htmlFor="log-actor">{a.log.actor}</label>
          <select id="log-actor" name="actor" defaultValue={f.actor}>
            <option value="">{a.log.anyActor}</option>
            {loaderData.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email ?? t.cli}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-action">{a.log.action}</label>
          <select id="log-action" name="action" defaultValue={f.action}>
            <option value="">{a.log.anyAction}</option>
            {loaderData.actions.map((action) => (
              <option key={action.key} value={action.key}>
                {action.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-customer">{a.log.customer}</label>
          <input id="log-customer" type="search" name="customer" defaultValue={f.customer} maxLength={120} />
        </div>
        <div>
          <label htmlFor="log-from">{a.log.from}</label>
          <input id="log-from" type="date" name="from" defaultValue={f.from} />
        </div>
        <div>
          <label htmlFor="log-to">{a.log.to}</label>
          <input id="log-to" type="date" name="to" defaultValue={f.to} />
        </div>
        <div>
          <button type="submit" className="button button-primary">
            {a.log.apply}
          </button>{" "}
          {loaderData.filtered ? <Link to="?">{a.log.reset}</Link> : null}
        </div>
      </Form>
      {loaderData.badDate ? (
        <p className="notification notification-error" role="alert">
          {a.log.badDate}
        </p>
      ) : null}
      {loaderData.filtered && loaderData.entries.length > 0 ? <p role="status">{a.log.filtered}</p> : null}
      {loaderData.entries.length === 0 ? (
        <p>{loaderData.filtered ? a.log.noMatch : t.empty}</p>
      ) : (
        <AuditEntryList entries={loaderData.entries} texts={a} locale={locale} cliName={t.cli} />
      )}
      <p className="staff-pager">
        {loaderData.newestHref ? <Link to={loaderData.newestHref}>{t.newest}</Link> : null}{" "}
        {loaderData.olderHref ? <Link to={loaderData.olderHref}>{t.older}</Link> : null}
      </p>
    </section>
  );
}
