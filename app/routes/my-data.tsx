import { Fragment } from "react";
import { data, Form, redirect } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { textsFor } from "~/i18n/catalogs.server";
import { site } from "~/content/site";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay, formatMoment, formatMoney } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { requireUser } from "~/server/auth/current-user.server";
import { customerData } from "~/server/data-requests/customer-data.server";
import { openRequestOf, requestDeletion } from "~/server/data-requests/deletion-requests.server";
import { readForm, formText } from "~/server/platform/form.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-data";

// The customer's own data (Art. 15 GDPR): readable here, as a file at /my-account/data.json, and
// the button that asks for deletion (Art. 17). Only ever the session's own customer: no id in the
// URL. Script-free like the other account pages (decision 025): the button is a plain form.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const db = context.get(databaseContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const copy = await customerData(db, user.id, locale);
  const requestedAt = await openRequestOf(db, user.id);
  return data(
    {
      texts: textsFor(request, "myData"),
      copy,
      requestedAt: requestedAt?.toISOString() ?? null,
      justRequested: new URL(request.url).searchParams.has("requested"),
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, servicesOf(context));
  const form = await readForm(request);
  if (formText(form, "confirm") !== "yes") {
    return data({ error: textsFor(request, "myData").deletion.confirmMissing }, { status: 400 });
  }
  await requestDeletion(context.get(databaseContext), { userId: user.id });
  const page = localizePath("/my-account/data", localeFromPath(new URL(request.url).pathname));
  throw redirect(`${page}?requested=1#deletion`, { status: 303, headers: privateNoStore });
}

export const meta = pageMeta("myData");
export const headers = () => privateNoStore;

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const copy = loaderData.copy;
  if (!copy) return null;
  const completed = copy.courseProgress.filter((lesson) => lesson.completedAt).length;
  return (
    <section className="container account-page my-data">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <p className="actions">
        <a className="button button-primary" href={localizePath("/my-account/data.json", locale)} download>
          {t.download}
        </a>
        <LocalizedLink className="button button-secondary" to="/my-account">
          {t.back}
        </LocalizedLink>
      </p>

      <h2>{t.sections.account}</h2>
      <dl className="data-list">
        <dt>{t.account.email}</dt>
        <dd>{copy.account.email}</dd>
        <dt>{t.account.name}</dt>
        {/* The name as given, in no language of ours (lang=""): a reader must not pronounce it as Spanish. */}
        <dd lang="" translate="no">
          {copy.account.name || t.dash}
        </dd>
        <dt>{t.account.language}</dt>
        <dd>{t.account.languages[copy.account.language]}</dd>
        <dt>{t.account.createdAt}</dt>
        <dd>{copy.account.createdAt ? formatDay(copy.account.createdAt, locale) : t.dash}</dd>
      </dl>

      <h2>{t.sections.purchases}</h2>
      {copy.purchases.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table stacked-table">
            <thead>
              <tr>
                <th scope="col">{t.purchases.product}</th>
                <th scope="col">{t.purchases.date}</th>
                <th scope="col">{t.purchases.amount}</th>
                <th scope="col">{t.purchases.status}</th>
              </tr>
            </thead>
            <tbody>
              {copy.purchases.map((purchase) => (
                <tr key={purchase.id}>
                  <td data-label={t.purchases.product}>{purchase.product}</td>
                  <td data-label={t.purchases.date}>
                    {purchase.purchasedAt ? formatDay(purchase.purchasedAt, locale, "medium") : t.dash}
                  </td>
                  <td data-label={t.purchases.amount}>
                    {purchase.amountCents === null ? t.dash : formatMoney(purchase.amountCents, locale)}
                  </td>
                  <td data-label={t.purchases.status}>
                    {t.purchases.statuses[purchase.status] ?? purchase.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t.sections.invoices}</h2>
      {copy.invoices.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table stacked-table">
            <thead>
              <tr>
                <th scope="col">{t.invoices.number}</th>
                <th scope="col">{t.invoices.date}</th>
                <th scope="col">{t.invoices.amount}</th>
              </tr>
            </thead>
            <tbody>
              {copy.invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <td data-label={t.invoices.number}>
                    {t.invoices.kinds[invoice.kind] ?? invoice.kind} {invoice.number}
                  </td>
                  <td data-label={t.invoices.date}>
                    {invoice.issuedAt ? formatDay(invoice.issuedAt, locale, "medium") : t.dash}
                  </td>
                  <td data-label={t.invoices.amount}>{formatMoney(invoice.grossCents, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t.sections.bookings}</h2>
      {copy.bookings.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {copy.bookings.map((booking) => (
            <li key={`${booking.date}-${booking.language}`}>
              {formatDate(booking.date, locale, "long")}, {booking.startTime.slice(0, 5)}–
              {booking.endTime.slice(0, 5)}, {t.bookings.languages[booking.language] ?? booking.language}
              {booking.dateStatus === "cancelled" ? ` (${t.bookings.cancelled})` : null}
            </li>
          ))}
        </ul>
      )}

      <h2>{t.sections.courseAccess}</h2>
      <p>
        {copy.courseAccess.endsAt
          ? fill(t.courseAccess.until, { date: formatDay(copy.courseAccess.endsAt, locale) })
          : t.courseAccess.noAccess}
        {copy.courseAccess.extensions.length ? (
          <>
            <br />
            {fill(t.courseAccess.extensions, { count: copy.courseAccess.extensions.length })}
          </>
        ) : null}
      </p>

      <h2>{t.sections.courseProgress}</h2>
      <p>{fill(t.courseProgress.summary, { opened: copy.courseProgress.length, completed })}</p>

      <h2>{t.sections.review}</h2>
      <p>{fill(t.review.summary, { cards: copy.review.cards.length, grades: copy.review.grades.length })}</p>

      <h2>{t.sections.mails}</h2>
      {copy.mails.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>{t.mails.linksMasked}</p>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t.mails.date}</th>
                  <th scope="col">{t.mails.subject}</th>
                  <th scope="col">{t.mails.status}</th>
                </tr>
              </thead>
              <tbody>
                {copy.mails.map((mail, index) => (
                  <tr key={index}>
                    <td data-label={t.mails.date}>
                      {mail.createdAt ? formatMoment(mail.createdAt, locale) : t.dash}
                    </td>
                    {/* What the mail was, in the page's language; its subject (in the mail's own
                      language) is in the file. */}
                    {t.mails.kinds[mail.kind] ? (
                      <td data-label={t.mails.subject}>{t.mails.kinds[mail.kind]}</td>
                    ) : (
                      <td data-label={t.mails.subject} lang={mail.language}>
                        {mail.subject}
                      </td>
                    )}
                    <td data-label={t.mails.status}>{t.mails.statuses[mail.status] ?? mail.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h2>{t.sections.logins}</h2>
      {copy.logins.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t.logins.date}</th>
                  <th scope="col">{t.logins.lastActive}</th>
                  <th scope="col">{t.logins.address}</th>
                </tr>
              </thead>
              <tbody>
                {copy.logins.map((login, index) => (
                  <tr key={index}>
                    <td data-label={t.logins.date}>
                      {login.createdAt ? formatMoment(login.createdAt, locale) : t.dash}
                    </td>
                    <td data-label={t.logins.lastActive}>
                      {login.lastActiveAt ? formatMoment(login.lastActiveAt, locale) : t.dash}
                    </td>
                    <td data-label={t.logins.address}>{login.ipAddress || t.dash}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t.logins.browser}</p>
        </>
      )}

      <h2>{t.sections.notes}</h2>
      {copy.notes.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <dl className="data-list">
          {copy.notes.map((note, index) => (
            <Fragment key={index}>
              <dt>{note.createdAt ? formatDay(note.createdAt, locale) : t.dash}</dt>
              {/* Written by the staff in any language: not read out as the page's. */}
              <dd lang="" translate="no">
                {note.text}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}

      <h2>{t.sections.customerReviews}</h2>
      {copy.customerReviews.invitations.length === 0 && !copy.customerReviews.optedOutAt ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {copy.customerReviews.invitations.map((invitation) => (
            <li key={`${invitation.service}-${invitation.invitedAt}`}>
              {fill(t.customerReviews.invited, {
                service: invitation.service,
                date: invitation.invitedAt ? formatDay(invitation.invitedAt, locale) : t.dash,
              })}
            </li>
          ))}
          {copy.customerReviews.reviews.map((review) => (
            <li key={review.writtenAt}>
              {fill(t.customerReviews.review, {
                service: review.service,
                date: review.writtenAt ? formatDay(review.writtenAt, locale) : t.dash,
                rating: String(review.rating),
                status: t.customerReviews.statuses[review.status],
              })}
            </li>
          ))}
          {copy.customerReviews.optedOutAt ? (
            <li>
              {fill(t.customerReviews.optedOut, { date: formatDay(copy.customerReviews.optedOutAt, locale) })}
            </li>
          ) : null}
        </ul>
      )}

      <h2 id="deletion">{t.deletion.heading}</h2>
      <p>{t.deletion.intro}</p>
      <h3>{t.deletion.keptHeading}</h3>
      <ul>
        {t.deletion.kept.map((line) => (
          <li key={line}>{fill(line, { years: String(site.auditLogYears) })}</li>
        ))}
      </ul>
      <p>{t.deletion.keptNote}</p>
      {loaderData.requestedAt ? (
        <p className="notice" role="status">
          {loaderData.justRequested
            ? t.deletion.done
            : fill(t.deletion.requested, { date: formatDay(loaderData.requestedAt, locale) })}
        </p>
      ) : (
        <Form method="post" className="deletion-form">
          {actionData?.error ? (
            <p className="notice notice-error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <label className="checkbox-label">
            <input type="checkbox" name="confirm" value="yes" required />
            {t.deletion.confirm}
          </label>
          <button type="submit" className="button button-danger">
            {t.deletion.submit}
          </button>
        </Form>
      )}
    </section>
  );
}
