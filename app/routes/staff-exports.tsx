import { data, Form } from "react-router";
import { fill } from "~/i18n/fill";
import { errorText } from "~/components/staff-dates/date-texts";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { staffMeta } from "~/components/staff/staff-texts";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { formatMoney, formatMonth } from "~/i18n/format";
import { type Locale, localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/i18n/plural";
import { purchasesPaidInMonth } from "~/server/exports/purchase-month.server";
import { monthForm, parseFields } from "~/server/first-aid/date-forms.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-exports";

// /staff/exports, a month picker (a GET form, so the month is in the URL), the
// month's totals, and the download of its purchases as CSV for the accountant.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const texts = textsFor(request, "staffDates");
  const defaultMonth = todayInSchoolTimeZone().slice(0, 7);
  if (!url.searchParams.has("month")) return { texts, month: defaultMonth, summary: null, error: undefined };
  const parsed = parseFields(monthForm, url.searchParams);
  if (!parsed.ok) {
    const month = (url.searchParams.get("month") ?? "").slice(0, 20);
    return data({ texts, month, summary: null, error: parsed.errors.month }, { status: 400 });
  }
  const locale = localeFromPath(url.pathname);
  const month = parsed.data.month;
  const { purchases, total, totalStillPaid } = await purchasesPaidInMonth(
    context.get(databaseContext),
    month,
    locale,
  );
  return { texts, month, summary: { count: purchases.length, total, totalStillPaid }, error: undefined };
}

export const meta = staffMeta((t) => t.nav.pages.staffExports);
export const handle = { hydrate: false };

/** The chosen month's name ("November 2026"); only called once the month was valid. */
const monthName = (month: string, locale: Locale) => formatMonth(month as `${number}-${number}`, locale);

export default function StaffExportsPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, month, summary, error } = loaderData;
  const locale = useLocale();
  const message = errorText(t, locale, error);
  return (
    <section className="staff-page staff-exports">
      <h1>{t.exports.title}</h1>
      <p className="lead">{t.exports.intro}</p>
      <Form method="get" className="staff-form staff-form-inline">
        <FormField id="export-month" label={t.exports.month} error={message}>
          <input
            type="month"
            name="month"
            defaultValue={month}
            required
            {...fieldProps("export-month", message)}
          />
        </FormField>
        <button type="submit" className="button button-secondary">
          {t.exports.show}
        </button>
      </Form>
      {summary ? (
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading">
            {plural(t.exports.count, summary.count, locale, { month: monthName(month, locale) })}
          </h2>
          <table className="staff-table">
            <thead>
              <tr>
                <td />
                <th scope="col">{t.exports.net}</th>
                <th scope="col">{t.exports.vat}</th>
                <th scope="col">{t.exports.gross}</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  [t.exports.total, summary.total],
                  [t.exports.stillPaid, summary.totalStillPaid],
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
          <p>
            <a
              className="button button-primary"
              href={`${localizePath("/staff/exports/purchases.csv", locale)}?month=${month}`}
              download
            >
              {fill(t.exports.download, { month: monthName(month, locale) })}
            </a>
          </p>
        </section>
      ) : null}
    </section>
  );
}
