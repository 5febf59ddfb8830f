import { data, Form, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { useSalesMessages } from "~/components/sales-messages";
import { StaffTable } from "~/components/staff/staff-table";
import { StarRating } from "~/components/star-rating";
import { staffMeta } from "~/components/staff/staff-texts";
import { withholdReasons } from "~/content/reviews";
import { site } from "~/content/site";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoment } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { invitationList } from "~/server/customer-reviews/invitations.server";
import { staffReviewList } from "~/server/customer-reviews/moderation.server";
import { staffReviewAction } from "~/server/customer-reviews/staff-reviews.server";
import { readForm } from "~/server/platform/form.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-reviews";

// Verified reviews for the office: every review as written (published unless withheld for a listed
// reason), the school's public reply, and who was invited, reminded and wrote. Plain forms: POST,
// then a redirect that says what happened.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const db = context.get(databaseContext);
  const [list, invitations] = await Promise.all([staffReviewList(db), invitationList(db)]);
  return {
    texts: { staff: textsFor(request, "customerReviews").staff },
    formKey: pageFormKey(request),
    done: new URL(request.url).searchParams.get("done"),
    again: new URL(request.url).searchParams.get("again") === "1",
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
    maxLength: site.reviewInvitations.maxLength,
    reviews: list.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    invitations: invitations.map((row) => ({
      ...row,
      invitedAt: row.invitedAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      usedAt: row.usedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const outcome = await staffReviewAction(context.get(databaseContext), staff.id, await readForm(request));
  const t = textsFor(request, "customerReviews").staff;
  if ("error" in outcome)
    return data(
      { error: fill(t.errors[outcome.error], { max: site.reviewInvitations.maxLength }) },
      { status: outcome.status },
    );
  // A repeat (Back and send again) is answered as the other staff forms answer one: `again=1`.
  throw redirect(
    withFreshKey(localizePath("/staff/reviews", locale), {
      done: outcome.done,
      ...(outcome.again ? { again: "1" } : {}),
    }),
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffReviews);

export default function StaffReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, done } = loaderData;
  const t = texts.staff;
  const locale = useLocale();
  const sales = useSalesMessages().reviews;
  const status = actionData?.error ?? (done === "withheld" || done === "replied" ? t.done[done] : null);
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-reviews">
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
        {status ? (
          <p className={actionData?.error ? "notification notification-error" : "notice"} role="status">
            {status}
          </p>
        ) : null}
        <h2>{t.reviewsHeading}</h2>
        {loaderData.reviews.length === 0 ? (
          <p>{t.noReviews}</p>
        ) : (
          <ul className="staff-review-list">
            {loaderData.reviews.map((review) => (
              <li key={review.id} className="card staff-review" data-staff-review={review.id}>
                <p>
                  <StarRating rating={review.rating} /> {sales.services[review.service]},{" "}
                  {formatDate(review.finishedOn, locale, "long")} · {review.author ?? "—"} ·{" "}
                  {review.email ?? "—"} ·{" "}
                  <time dateTime={review.createdAt}>{formatMoment(review.createdAt, locale)}</time>
                </p>
                <blockquote lang={review.language}>
                  {review.text.split("\n").map((line, index) => (line ? <p key={index}>{line}</p> : null))}
                </blockquote>
                <p data-review-status={review.status}>
                  {review.status === "withheld" && review.withheldReason
                    ? fill(t.withheld, { reason: t.reasons[review.withheldReason] })
                    : t.published}
                </p>
                {review.status === "published" ? (
                  <details>
                    <summary>{t.withholdSummary}</summary>
                    <Form method="post" className="stack-form">
                      <FormKey />
                      <input type="hidden" name="intent" value="withhold" />
                      <input type="hidden" name="reviewId" value={review.id} />
                      <label>
                        {t.reason}
                        <select name="reason" required defaultValue="">
                          <option value="" disabled>
                            —
                          </option>
                          {withholdReasons.map((reason) => (
                            <option key={reason} value={reason}>
                              {t.reasons[reason]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" className="button">
                        {t.withholdSubmit}
                      </button>
                    </Form>
                  </details>
                ) : null}
                <Form method="post" className="stack-form">
                  <FormKey />
                  <input type="hidden" name="intent" value="reply" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <label>
                    {t.replyLabel}
                    <textarea
                      name="reply"
                      rows={3}
                      maxLength={loaderData.maxLength}
                      defaultValue={review.reply ?? ""}
                    />
                  </label>
                  <p className="field-note">{t.replyHint}</p>
                  <button type="submit" className="button">
                    {t.replySubmit}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <h2>{t.invitationsHeading}</h2>
        {loaderData.invitations.length === 0 ? (
          <p>{t.noInvitations}</p>
        ) : (
          <StaffTable
            columns={[
              t.columns.customer,
              t.columns.service,
              t.columns.finished,
              t.columns.invited,
              t.columns.reminded,
              t.columns.written,
            ]}
          >
            {loaderData.invitations.map((row) => (
              <tr key={row.id} data-invitation={row.email}>
                <td>
                  <a href={localizePath(`/staff/customers/${row.userId}`, locale)}>{row.email}</a>
                </td>
                <td>{sales.services[row.service]}</td>
                <td>{formatDate(row.finishedOn, locale, "long")}</td>
                <td>{formatMoment(row.invitedAt, locale)}</td>
                <td>{row.remindedAt ? formatMoment(row.remindedAt, locale) : "—"}</td>
                <td>{row.usedAt ? formatMoment(row.usedAt, locale) : "—"}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </FormKeyContext.Provider>
  );
}
