import { data, Form, Link } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import { customersMeta } from "~/components/staff/staff-customers-texts";
import { StaffTable } from "~/components/staff/staff-table";
import { products, type ProductId } from "~/content/catalog";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/i18n/plural";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, searchCustomers } from "~/server/staff/customers-search.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { withFreshKey } from "~/server/platform/form-submissions.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-customers";

// Find a customer by name, e-mail or payment reference (a GET form: the search is a link to
// share); without a query, the newest customers.
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
  const { hits, more, searched } = await searchCustomers(context.get(databaseContext), staff.id, query);
  return data(
    {
      customersTexts: textsFor(request, "staffCustomers"),
      query,
      maxLength: SEARCH_MAX_LENGTH,
      limit: SEARCH_LIMIT,
      searched,
      more,
      hits: hits.map((hit) => ({
        id: hit.id,
        email: hit.email,
        name: hit.name,
        latestPurchase: hit.latestPurchase && {
          // A product no longer sold keeps its id as its name.
          product:
            products[hit.latestPurchase.productId as ProductId]?.name[locale] ?? hit.latestPurchase.productId,
          purchasedAt: hit.latestPurchase.purchasedAt.toISOString(),
        },
      })),
      // The manual purchase form's one-time key rides in the link (see pageFormKey).
      newPurchasePath: withFreshKey(localizePath("/staff/customers/new-purchase", locale)),
    },
    { headers: privateNoStore },
  );
}

export const meta = customersMeta((t) => t.search.title);
export const headers = () => privateNoStore;

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
        <>
          <h2>{loaderData.searched ? t.results : t.recent}</h2>
          <StaffTable columns={[`${t.name} · ${t.email}`, t.latestPurchase]} className="customer-hits">
            {loaderData.hits.map((hit) => (
              <tr key={hit.id}>
                <td>
                  <Link to={localizePath(`/staff/customers/${hit.id}`, locale)}>{hit.name || hit.email}</Link>
                  <br />
                  <span className="staff-break">{hit.email}</span>
                </td>
                <td>
                  {hit.latestPurchase ? (
                    <>
                      {hit.latestPurchase.product}
                      <br />
                      <time dateTime={hit.latestPurchase.purchasedAt}>
                        {formatDay(hit.latestPurchase.purchasedAt, locale)}
                      </time>
                    </>
                  ) : (
                    t.noPurchase
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        </>
      ) : null}
      {loaderData.searched && loaderData.more ? <p>{plural(t.more, loaderData.limit, locale)}</p> : null}
    </section>
  );
}
