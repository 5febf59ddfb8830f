import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { data, Form, Link, redirect } from "react-router";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { site } from "~/content/site";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { DeletionDoneNotice } from "~/components/staff/deletion-done-notice";
import { deleteCustomerDataOnce } from "~/server/data-requests/customer-deletion.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { customerDataSummary } from "~/server/data-requests/staff-data-requests.server";
import { readForm, formText } from "~/server/platform/form.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { requireOwner } from "~/server/staff/owner-guard.server";
import { staffNotFound } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-data-request";

// One customer's data (owners only): what is stored, the download, and the deletion with what it
// removes and what the law keeps. A plain form with a confirmation box: POST, then a redirect.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOwner(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const summary = await customerDataSummary(
    context.get(databaseContext),
    params.id,
    localeFromPath(url.pathname),
  );
  if (!summary) staffNotFound();
  return data(
    {
      texts: textsFor(request, "staffDataRequests"),
      formKey,
      againPrefix:
        url.searchParams.get("again") === "1" ? textsFor(request, "staffSafeguards").again.prefix : null,
      id: params.id,
      summary,
      deletedNow: url.searchParams.get("done") === "deleted",
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = await requireOwner(request, servicesOf(context));
  const t = textsFor(request, "staffDataRequests").customer;
  const form = await readForm(request);
  if (formText(form, "confirm") !== "yes") {
    return data({ error: t.confirmMissing }, { status: 400, headers: privateNoStore });
  }
  const result = await deleteCustomerDataOnce(context.get(databaseContext), {
    actor: owner.id,
    userId: params.id,
    form,
  });
  if (result.outcome === "not-found") staffNotFound();
  if (result.outcome !== "deleted") {
    const error = result.outcome === "staff" ? t.staff : t.alreadyDeleted;
    return data({ error }, { status: 409, headers: privateNoStore });
  }
  const page = localizePath(
    `/staff/data-requests/${encodeURIComponent(params.id)}`,
    localeFromPath(new URL(request.url).pathname),
  );
  const again: Record<string, string> = "again" in result ? { again: "1" } : {};
  throw redirect(withFreshKey(page, { done: "deleted", ...again }), {
    status: 303,
    headers: privateNoStore,
  });
}

export const meta = staffMeta((t) => t.nav.pages.staffDataRequests);
export const headers = () => privateNoStore;

export default function StaffDataRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const c = t.customer;
  const locale = useLocale();
  const { summary } = loaderData;
  const base = localizePath("/staff/data-requests", locale);
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page">
        <p>
          <Link to={base}>{c.back}</Link>
        </p>
        <h1>{summary.deleted ? c.deletedHeading : fill(c.heading, { email: summary.email })}</h1>
        {summary.deletion ? (
          <DeletionDoneNotice
            done={summary.deletion}
            texts={c.done}
            againPrefix={loaderData.deletedNow ? loaderData.againPrefix : null}
            status={loaderData.deletedNow}
          />
        ) : null}
        {actionData?.error ? (
          <p className="notice notice-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        {summary.deletion ? null : (
          <p>
            {summary.requestedAt
              ? fill(c.requested, { date: formatDay(summary.requestedAt, locale) })
              : c.noRequest}
          </p>
        )}
        <p>{fill(c.counts, summary.counts)}</p>
        <p>
          <a
            className="button button-secondary"
            href={`${base}/${encodeURIComponent(loaderData.id)}/data.json`}
            download
          >
            {t.download}
          </a>
        </p>
        {summary.staff ? (
          <p className="notice">{c.staff}</p>
        ) : summary.deleted ? (
          summary.deletion ? null : (
            <p className="notice">{c.alreadyDeleted}</p>
          )
        ) : (
          <>
            <h2>{c.deleteHeading}</h2>
            <p>{c.deletes}</p>
            <h3>{c.keptHeading}</h3>
            <ul>
              {c.kept.map((line) => (
                <li key={line}>{fill(line, { years: String(site.auditLogYears) })}</li>
              ))}
            </ul>
            <Form method="post" className="deletion-form">
              <FormKey />
              <label className="checkbox-label">
                <input type="checkbox" name="confirm" value="yes" required />
                {c.confirm}
              </label>
              <button type="submit" className="button button-danger">
                {fill(c.submit, { email: summary.email })}
              </button>
            </Form>
          </>
        )}
      </section>
    </FormKeyContext.Provider>
  );
}
