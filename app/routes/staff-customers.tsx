import { data, Form, Link } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import { customersMeta } from "~/components/staff/staff-customers-texts";
import { StaffTable } from "~/components/staff/staff-table";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/i18n/plural";
import { privateNoStore } from "~/server/security-headers.server";
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, searchCustomers } from "~/server/staff/customers-search.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { withFreshKey } from "~/server/staff/form-submissions.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-customers";

// Find a customer by e-mail or name (a GET form: the search is a link to share).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
  const { hits, more } = await searchCustomers(context.get(databaseContext), staff.id, query);
  return data(
    {
      customersTexts: textsFor(request, "staffCustomers"),
      query,
      maxLength: SEARCH_MAX_LENGTH,
      limit: SEARCH_LIMIT,
      searched: query.trim() !== "",
      more,
      hits: hits.map((hit) => ({ ...hit, createdAt: hit.createdAt.toISOString() })),
      // The manual purchase form's one-time key rides in the link (see formKeyOf).
      newPurchasePath: withFreshKey(
        localizePath("/staff/customers/new-purchase", localeFromPath(url.pathname)),
      ),
    },
    { headers: privateNoStore },
  );
}

export const meta = customersMeta((t) => t.search.title);
export const headers = () => privateNoStore;
export const handle = { hydrate: false };

export default function StaffCustomers({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = loaderData.customersTexts.search;
  return (
    <section className="staff-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <Form method="get" role="search" className="stack-form staff-inline-form">
        <label htmlFor="customer-query">{t.label}</label>
        <input
          id="customer-query"
          type="search"
          name="q"
          defaultValue={loaderData.query}
          maxLength={loaderData.maxLength}
          autoComplete="off"
        />
        <button type="submit" className="button button-primary">
          {t.submit}
        </button>
      </Form>
      <p>
        <Link to={loaderData.newPurchasePath}>{t.newPurchase}</Link>
      </p>
      {loaderData.searched && loaderData.hits.length === 0 ? (
        <p role="status">{fill(t.noResults, { query: loaderData.query.trim() })}</p>
      ) : null}
      {loaderData.hits.length > 0 ? (
        <StaffTable columns={[t.email, t.name, t.since]}>
          {loaderData.hits.map((hit) => (
            <tr key={hit.id}>
              <td>
                <Link to={localizePath(`/staff/customers/${hit.id}`, locale)}>{hit.email}</Link>
              </td>
              <td>{hit.name}</td>
              <td>{formatDay(hit.createdAt, locale)}</td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
      {loaderData.more ? <p>{plural(t.more, loaderData.limit, locale)}</p> : null}
    </section>
  );
}
