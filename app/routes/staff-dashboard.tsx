import { data, Link, redirect } from "react-router";
import { AcknowledgeForm } from "~/components/staff/acknowledge-form";
import { DismissRefundForm } from "~/components/staff/dismiss-refund-form";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { UnchosenDates } from "~/components/staff/unchosen-dates";
import { products } from "~/content/catalog";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay, formatMoment, formatMoney, formatMonth } from "~/i18n/format";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { useCatalog } from "~/i18n/server-catalogs";
import { markupFromData } from "~/markup-from-data";
import {
  ALERT_DAYS,
  CHOOSE_DAYS,
  dashboardFigures,
  revenueByProduct,
  revenueTotal,
  schoolMonth,
  withoutSeen,
} from "~/server/staff/dashboard.server";
import { isOwner } from "~/server/staff/owner-guard.server";
import { requireAnyStaff, requireStaff, staffRoleOf } from "~/server/staff/staff-guard.server";
import { readForm, formText } from "~/server/platform/form.server";
import { acknowledgeAction } from "~/server/staff/dashboard-actions.server";
import {
  DISMISS_REASON_MAX,
  dismissRefundRequestAction,
} from "~/server/first-aid/refund-request-dismissal.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { staffPages } from "~/staff-pages";
import { LessonLists } from "~/components/staff/lesson-lists";
import { lessonListsOf } from "~/server/lessons/lesson-dashboard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-dashboard";

// The staff dashboard: what needs attention, the last week's purchases, the month's
// revenue per product, and the links to every section.
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireAnyStaff(request, servicesOf(context));
  // An instructor's staff area is their day: the login's landing page sends them there.
  if (staffRoleOf(staff) === "instructor") {
    throw redirect(localizePath("/staff/my-day", localeFromPath(new URL(request.url).pathname)));
  }
  // Before the figures: a page opened without a form key is sent to its keyed URL first.
  const formKey = pageFormKey(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const now = new Date();
  const month = schoolMonth(now);
  const productName = (id: string) => products[id as keyof typeof products]?.name[locale] ?? id;
  // Deletion requests are the owners' to answer: only they are shown them.
  const owner = isOwner(staff);
  const {
    recentPurchases: recent,
    alerts: all,
    paid,
    dates: { next: dates, attention: allDates },
    unchosen,
    overdue,
    refundRequests: openRefunds,
    deletionRequests,
    unpaidLessons,
    lateCancellations,
    seen,
  } = await dashboardFigures(db, { now, owner });
  // What someone has seen to leaves "Needs attention".
  const { alerts, dates: attention } = withoutSeen(seen, all, allDates);
  const url = new URL(request.url);
  const revenue = revenueByProduct(paid);
  const bookingTexts = textsFor(request, "bookings").staff;
  const refundRequests = openRefunds.map((row) => ({
    bookingId: row.bookingId,
    email: row.email,
    customerPath: localizePath(`/staff/customers/${row.userId}`, locale),
    text: fill(bookingTexts.refundRequest, {
      email: row.email,
      date: formatDate(row.date, locale, "long"),
      language: textsFor(request, "staffDashboard").languages[row.language],
      when: row.requestedAt ? formatMoment(row.requestedAt, locale) : "",
    }),
  }));
  const day = (row: {
    id: string;
    date: string;
    language: "en" | "es";
    booked: number;
    capacity: number;
  }) => ({
    id: row.id,
    date: formatDate(row.date, locale, "long"),
    language: row.language,
    booked: row.booked,
    capacity: row.capacity,
  });
  return {
    refundRequests,
    refundDone:
      (["dismissed", "dismissed-told"] as const).find((done) => done === url.searchParams.get("refund")) ??
      null,
    again: url.searchParams.get("again") === "1",
    formKey,
    acknowledged: url.searchParams.get("acknowledged"),
    chooseDays: CHOOSE_DAYS,
    unchosen: unchosen.map((row) => ({ ...row, toldAt: row.toldAt.toISOString() })),
    overdue: overdue.map((row) => ({
      id: row.purchaseId,
      email: row.email,
      path: row.customerId ? localizePath(`/staff/customers/${row.customerId}`, locale) : null,
      text: fill(textsFor(request, "staffDashboard").overdueRow, {
        product: productName(row.productId),
        amount: formatMoney(row.amountCents ?? 0, locale),
        date: formatDate(row.dueOn, locale, "long"),
      }),
      reminded: row.remindedAt !== null,
    })),
    ...lessonListsOf({ unpaidLessons, lateCancellations }, { now, locale }),
    name: staff.displayName || staff.email,
    month,
    recent: recent.map((row) => ({
      ...row,
      product: productName(row.productId),
      purchasedAt: row.purchasedAt.toISOString(),
    })),
    revenue: revenue.map((sum) => ({ ...sum, product: productName(sum.productId) })),
    revenueTotal: revenueTotal(revenue),
    // An open date staff closed for new bookings says so: the office should not promise its seats.
    dates: dates.map((row) => ({
      ...day(row),
      status: row.status === "open" && row.bookingsClosed ? ("closed" as const) : row.status,
    })),
    alertDays: ALERT_DAYS,
    owner,
    alerts: {
      failedMails: alerts.failedMailsKey ? alerts.failedMails : 0,
      failedMailsKey: alerts.failedMailsKey,
      deletionRequests,
      dates: attention.map((row) => ({ ...day(row), reason: row.reason, alertKey: row.alertKey })),
      reversed: alerts.reversedPurchases.map((row) => ({ ...row, product: productName(row.productId) })),
      consent: alerts.consentMissing.map((row) => ({
        id: row.id,
        alertKey: row.alertKey,
        product: productName(row.productId),
        customer: row.email ?? "",
        customerPath: row.customerId ? localizePath(`/staff/customers/${row.customerId}`, locale) : null,
        courseDate: row.courseDate ? formatDate(row.courseDate, locale, "long") : "",
      })),
      purchases: alerts.purchasesNeedingAttention.map((row) => ({
        alertKey: row.alertKey,
        id: row.id,
        product: productName(row.productId),
        email: row.email,
        status: row.status,
        reference: row.reference,
        courseDate: row.courseDate ? formatDate(row.courseDate, locale, "long") : "",
        attention: row.attention,
      })),
      unmatched: alerts.unmatchedEvents.map((row) => ({
        alertKey: row.alertKey,
        id: row.id,
        type: row.type,
        outcome: row.outcome,
        detail: row.detail,
      })),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const form = await readForm(request);
  if (formText(form, "intent") === "dismiss-refund") {
    const answer = await dismissRefundRequestAction(db, staff.id, form);
    if (answer.status === 303) {
      // After the commit: the customer's mail goes now, not at the worker's next round.
      if (answer.done === "dismissed-told" && !answer.again) void kickMailWorker(db);
      const again: Record<string, string> = answer.again ? { again: "1" } : {};
      throw redirect(withFreshKey(localizePath("/staff", locale), { refund: answer.done, ...again }), 303);
    }
    const t = textsFor(request, "refundRequests").staff.errors;
    const error =
      answer.error === "unreadable"
        ? textsFor(request, "staffCustomers").errors.unreadable
        : fill(t[answer.error], { max: DISMISS_REASON_MAX });
    return data(
      {
        error,
        refund: { bookingId: formText(form, "bookingId") ?? "", reason: formText(form, "reason") ?? "" },
      },
      { status: answer.status },
    );
  }
  const outcome = await acknowledgeAction(db, staff.id, form);
  if (outcome.status === 400)
    return data(
      { error: textsFor(request, "staffCustomers").errors.unreadable, refund: null },
      { status: 400 },
    );
  throw redirect(withFreshKey(localizePath("/staff", locale), { acknowledged: outcome.done }), 303);
}

export const meta = staffMeta((t) => t.home.title);

// Every date, sum and name on the page is in its loader data (the clock is read there), and its
// forms' one-time key is the URL's: the page is rendered once per distinct figures and sent again,
// each response with its own key (render-memo.server.ts). The figures are read on every view.
export const handle = markupFromData;

export default function StaffDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  // The page's texts are read here, not sent as loader data (server-catalogs.ts).
  const staffTexts = useStaffTexts();
  const t = useCatalog("staffDashboard");
  const s = useCatalog("staffSafeguards");
  const refundTexts = useCatalog("refundRequests").staff;
  const refundHeading = useCatalog("bookings").staff.refundRequests;
  const bookingTexts = useCatalog("staffBookings");
  const seenTo = (alertKey: string) => (
    <AcknowledgeForm alertKey={alertKey} formKey={loaderData.formKey} label={s.alerts.acknowledge} />
  );
  const locale = useLocale();
  const { alerts } = loaderData;
  const monthName = formatMonth(loaderData.month, locale);
  const datePath = (id: string) => localizePath(`/staff/dates/${id}`, locale);
  const hasAlerts =
    alerts.dates.length > 0 ||
    alerts.failedMails > 0 ||
    alerts.deletionRequests > 0 ||
    alerts.reversed.length > 0 ||
    alerts.purchases.length > 0 ||
    alerts.consent.length > 0 ||
    alerts.unmatched.length > 0;
  return (
    <section className="staff-page">
      <h1>{staffTexts.home.heading}</h1>
      <p className="lead">{fill(staffTexts.home.intro, { name: loaderData.name })}</p>

      <h2 id="alerts">{t.alertsHeading}</h2>
      {loaderData.acknowledged ? (
        <p className="notification notification-success" role="status">
          {loaderData.acknowledged === "again" ? s.alerts.gone : s.alerts.acknowledged}
        </p>
      ) : null}
      {/* A refused dismissal shows its error beside its form; one whose request is gone, here. */}
      {actionData?.error &&
      !loaderData.refundRequests.some((row) => row.bookingId === actionData.refund?.bookingId) ? (
        <p className="notification notification-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.refundDone ? (
        <p className="notification notification-success" role="status">
          {loaderData.again ? `${s.again.prefix} ` : null}
          {loaderData.refundDone === "dismissed-told" ? refundTexts.doneTold : refundTexts.done}
        </p>
      ) : null}
      {loaderData.refundRequests.length ? (
        <section aria-label={refundHeading} data-refund-requests="" id="refund-requests">
          <h3>{refundHeading}</h3>
          <ul className="staff-alerts">
            {loaderData.refundRequests.map((row) => (
              <li key={row.bookingId}>
                <Link to={row.customerPath}>{row.text}</Link>
                <DismissRefundForm
                  t={refundTexts}
                  bookingId={row.bookingId}
                  email={row.email}
                  formKey={loaderData.formKey}
                  failed={
                    actionData?.refund?.bookingId === row.bookingId
                      ? { error: actionData.error, reason: actionData.refund.reason }
                      : null
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hasAlerts ? (
        <ul className="staff-alerts">
          {alerts.dates.map((row) => (
            <li key={row.id}>
              <Link to={datePath(row.id)}>
                {fill(t[row.reason], {
                  ...row,
                  language: t.languages[row.language],
                  booked:
                    row.reason === "overbooked" ? plural(t.bookedCount, row.booked, locale) : row.booked,
                  capacity: plural(t.seatCount, row.capacity, locale),
                })}
              </Link>
              {seenTo(row.alertKey)}
            </li>
          ))}
          {alerts.failedMailsKey ? (
            <li>
              {fill(t.failedMails, { count: alerts.failedMails })}{" "}
              <Link to={localizePath("/staff/mail", locale)}>{t.failedMailsLink}</Link>
              {seenTo(alerts.failedMailsKey)}
            </li>
          ) : null}
          {alerts.consent.map((row) => (
            <li key={row.alertKey}>
              {row.customerPath ? (
                <Link to={`${row.customerPath}#consent-heading`}>
                  {fill(s.consent.dashboard, {
                    product: row.product,
                    date: row.courseDate,
                    customer: row.customer || t.noEmail,
                  })}
                </Link>
              ) : (
                fill(s.consent.dashboard, {
                  product: row.product,
                  date: row.courseDate,
                  customer: row.customer || t.noEmail,
                })
              )}
              {seenTo(row.alertKey)}
            </li>
          ))}
          {alerts.deletionRequests > 0 ? (
            <li>
              {fill(t.deletionRequests, { count: alerts.deletionRequests })}{" "}
              <Link to={localizePath("/staff/data-requests", locale)}>{t.deletionRequestsLink}</Link>
            </li>
          ) : null}
          {alerts.reversed.map((row) => (
            <li key={row.id}>
              {fill(t.reversed, {
                days: plural(t.lastDays, loaderData.alertDays, locale),
                product: row.product,
                email: row.email ?? t.noEmail,
                state: t.states[row.status as keyof typeof t.states] ?? row.status,
              })}
              {seenTo(row.alertKey)}
            </li>
          ))}
          {alerts.purchases.map((row) => (
            <li key={row.id}>
              {fill(t.attentionPurchase, {
                days: plural(t.lastDays, loaderData.alertDays, locale),
                product: row.product,
                customer: row.email ?? t.noEmail,
                state: t.states[row.status as keyof typeof t.states] ?? row.status,
                reference: row.reference,
              })}
              <ul>
                {row.attention.map((code) => (
                  <li key={code}>{fill(t.attention[code], { date: row.courseDate })}</li>
                ))}
              </ul>
              {seenTo(row.alertKey)}
            </li>
          ))}
          {alerts.unmatched.map((row) => (
            <li key={row.id}>
              {fill(t.unmatched, {
                days: plural(t.lastDays, loaderData.alertDays, locale),
                type: row.type,
                outcome: t.outcomes[row.outcome] ?? row.outcome,
                detail: row.detail ?? "",
              })}
              {seenTo(row.alertKey)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noAlerts}</p>
      )}

      {loaderData.overdue.length > 0 ? (
        <section aria-labelledby="overdue-heading" id="overdue-transfers">
          <h2 id="overdue-heading">{t.overdueHeading}</h2>
          <ul>
            {loaderData.overdue.map((row) => (
              <li key={row.id}>
                {row.path ? <Link to={row.path}>{row.email}</Link> : row.email}: {row.text}
                {row.reminded ? ` (${t.overdueReminded})` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <LessonLists t={t} lists={loaderData.lessonLists} />

      <UnchosenDates
        t={bookingTexts}
        locale={locale}
        days={loaderData.chooseDays}
        rows={loaderData.unchosen}
      />

      <h2>{t.datesHeading}</h2>
      {loaderData.dates.length === 0 ? (
        <p>{t.noDates}</p>
      ) : (
        <StaffTable columns={[t.date, t.courseLanguage, t.seats, t.state]}>
          {loaderData.dates.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={datePath(row.id)}>{row.date}</Link>
              </td>
              <td>{t.languages[row.language]}</td>
              <td>{fill(t.seatsValue, row)}</td>
              <td>{t.dateStates[row.status]}</td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h2>{t.recentHeading}</h2>
      {loaderData.recent.length === 0 ? (
        <p>{t.noRecent}</p>
      ) : (
        <StaffTable columns={[t.date, t.product, t.customer, t.amount, t.state]}>
          {loaderData.recent.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.purchasedAt}>{formatDay(row.purchasedAt, locale, "medium")}</time>
              </td>
              <td>{row.product}</td>
              <td>{row.email ?? t.noEmail}</td>
              <td>{row.amountCents === null ? "—" : formatMoney(row.amountCents, locale)}</td>
              <td>{t.states[row.status]}</td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h2>{fill(t.revenueHeading, { month: monthName })}</h2>
      <p>{t.revenueIntro}</p>
      {loaderData.revenue.length === 0 ? (
        <p>{t.noRevenue}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col">{t.purchases}</th>
                <th scope="col">{t.net}</th>
                <th scope="col">{t.vat}</th>
                <th scope="col">{t.gross}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.revenue.map((row) => (
                <tr key={row.product}>
                  <th scope="row">{row.product}</th>
                  <td>{row.count}</td>
                  <td>{formatMoney(row.netCents, locale)}</td>
                  <td>{formatMoney(row.vatCents, locale)}</td>
                  <td>{formatMoney(row.grossCents, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td>{loaderData.revenueTotal.count}</td>
                <td>{formatMoney(loaderData.revenueTotal.netCents, locale)}</td>
                <td>{formatMoney(loaderData.revenueTotal.vatCents, locale)}</td>
                <td>{formatMoney(loaderData.revenueTotal.grossCents, locale)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}

      <h2>{t.sectionsHeading}</h2>
      <ul className="staff-sections">
        {staffPages
          .filter((page) => loaderData.owner || !("ownerOnly" in page && page.ownerOnly))
          .map((page) => (
            <li key={page.key}>
              <Link to={localizePath(`/${page.path}`, locale)}>{staffTexts.nav.pages[page.key]}</Link>
              {" — "}
              {staffTexts.home.sections[page.key]}
            </li>
          ))}
      </ul>
    </section>
  );
}
