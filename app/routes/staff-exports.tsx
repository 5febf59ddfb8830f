import { data, Form, redirect } from "react-router";
import { MissingInvoices } from "~/components/staff/missing-invoices";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { staffMeta } from "~/components/staff/staff-texts";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { fill } from "~/i18n/fill";
import { formatMoment, formatMoney, formatMonth } from "~/i18n/format";
import { type Locale, localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/i18n/plural";
import { exportPage } from "~/server/exports/export-page.server";
import { missingInvoicesAction, missingInvoicesPart } from "~/server/invoices/missing-invoices-page.server";
import { isOwner, requireOwner } from "~/server/staff/owner-guard.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { monthForm, parseFields } from "~/server/first-aid/date-forms.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { pageFormKey } from "~/server/platform/form-submissions.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-exports";

// /staff/exports: a month picker (a GET form, so the month is in the URL), the month's invoices and
// credit notes in sums, its files for the accountant as links, and who downloaded which month; above
// them the paid purchases that have no invoice, which an owner issues in one action.

const downloadPaths = {
  datev: "/staff/exports/datev.csv",
  "german-csv": "/staff/exports/accounting.csv",
  "staff-csv": "/staff/exports/purchases.csv",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const staff = await requireStaff(request, services);
  // The forms' one-time key rides in the URL, so Back returns to it (see pageFormKey).
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const texts = textsFor(request, "staffExports");
  const locale = localeFromPath(url.pathname);
  const missing = {
    texts: textsFor(request, "missingInvoices").exports,
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
    ...(await missingInvoicesPart(services.db, url, isOwner(staff))),
  };
  if (!url.searchParams.has("month")) {
    const month = todayInSchoolTimeZone().slice(0, 7);
    return {
      texts,
      locale,
      month,
      formKey,
      error: undefined,
      missing,
      ...(await exportPage(services.db, month)),
    };
  }
  const parsed = parseFields(monthForm, url.searchParams);
  if (!parsed.ok) {
    const month = (url.searchParams.get("month") ?? "").slice(0, 20);
    return data(
      {
        texts,
        locale,
        month,
        formKey,
        error: texts.monthInvalid,
        missing,
        ...(await exportPage(services.db, null)),
      },
      { status: 400 },
    );
  }
  const month = parsed.data.month;
  return {
    texts,
    locale,
    month,
    formKey,
    error: undefined,
    missing,
    ...(await exportPage(services.db, month)),
  };
}

/** "Issue the missing invoices": owners only (an office member gets the not-found answer). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const staff = await requireOwner(request, services);
  const to = await missingInvoicesAction(services.db, staff.id, request);
  throw redirect(to, { status: 303, headers: privateNoStore });
}

export const meta = staffMeta((t) => t.nav.pages.staffExports);

/** "November 2026"; a month that failed the form is shown as typed. */
const monthName = (month: string, locale: Locale) =>
  /^\d{4}-\d{2}$/.test(month) ? formatMonth(month as `${number}-${number}`, locale) : month;

export default function StaffExportsPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, month, summary, monthDownloads, recent, error, missing, formKey } = loaderData;
  const { datevSettingsComplete } = loaderData;
  const locale = useLocale();
  const name = monthName(month, locale);
  return (
    <section className="staff-page staff-exports">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <MissingInvoices {...missing} locale={locale} formKey={formKey} />
      <Form method="get" className="staff-form staff-form-inline">
        <FormField id="export-month" label={t.month} error={error}>
          <input
            type="month"
            name="month"
            defaultValue={month}
            required
            {...fieldProps("export-month", error)}
          />
        </FormField>
        <button type="submit" className="button button-secondary">
          {t.show}
        </button>
      </Form>
      {summary ? (
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading">{plural(t.count, summary.count, locale, { month: name })}</h2>
          <div className="table-scroll" tabIndex={0}>
            <table className="staff-table">
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t.net}</th>
                  <th scope="col">{t.vat}</th>
                  <th scope="col">{t.gross}</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [`${t.invoices} (${summary.invoices.count})`, summary.invoices],
                    [`${t.creditNotes} (${summary.creditNotes.count})`, summary.creditNotes],
                    [t.total, summary.total],
                  ] as const
                ).map(([label, sum]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className="amount">{formatMoney(sum.netCents, locale)}</td>
                    <td className="amount">{formatMoney(sum.vatCents, locale)}</td>
                    <td className="amount">{formatMoney(sum.grossCents, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{fill(t.downloadsHeading, { month: name })}</h3>
          {summary.count === 0 ? (
            <p className="export-empty-month">{fill(t.emptyMonth, { month: name })}</p>
          ) : (
            <>
              {datevSettingsComplete ? null : <p className="notice">{t.settingsUnset}</p>}
              <ul className="export-formats">
                {(Object.keys(downloadPaths) as (keyof typeof downloadPaths)[]).map((format) => (
                  <li key={format}>
                    <a href={`${localizePath(downloadPaths[format], locale)}?month=${month}`} download>
                      {t.formats[format].label}
                    </a>
                    <span className="export-format-hint">{t.formats[format].hint}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {monthDownloads.length > 0 ? (
            <div className="export-downloaded">
              <p>{t.alreadyDownloaded}</p>
              <ul>
                {monthDownloads.map((download) => (
                  <li key={download.id}>
                    {formatMoment(download.downloadedAt, locale)}: {t.formats[download.format].label},{" "}
                    {download.staffName}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="export-not-downloaded">{t.notDownloaded}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{t.historyHeading}</h2>
        {recent.length === 0 ? (
          <p>{t.historyEmpty}</p>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t.history.month}</th>
                  <th scope="col">{t.history.format}</th>
                  <th scope="col">{t.history.by}</th>
                  <th scope="col">{t.history.when}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((download) => (
                  <tr key={download.id}>
                    <td>
                      <a href={`${localizePath("/staff/exports", locale)}?month=${download.month}`}>
                        {monthName(download.month, locale)}
                      </a>
                    </td>
                    <td>{t.formats[download.format].label}</td>
                    <td>{download.staffName}</td>
                    <td>{formatMoment(download.downloadedAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
