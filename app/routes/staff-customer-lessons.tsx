import { data, Form, Link, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { staffMeta } from "~/components/staff/staff-texts";
import { StaffBookingSlots, StaffMoveSlots } from "~/components/staff/staff-lesson-slots";
import { StaffTable } from "~/components/staff/staff-table";
import { waiverReasonMaxLength } from "~/content/lessons";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { env } from "~/server/platform/env.server";
import { readForm } from "~/server/platform/form.server";
import { fillRefusal } from "~/server/lessons/refusal-fill.server";
import { readSlotQuery } from "~/server/lessons/slot-query.server";
import { staffLessonAction, type StaffLessonsDone } from "~/server/lessons/staff-lesson-actions.server";
import { staffLessonsView } from "~/server/lessons/staff-lessons-page.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff, staffNotFound } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-customer-lessons";

// One customer's driving lessons for the office (decision 070): book for a customer who phoned, move
// a lesson, cancel a coming lesson as the school, waive a late cancellation's charge. Plain forms, each once per key;
// POST, then a redirect with a fresh key; a refusal answers 400 with the page and the reason.

const doneKeys = [
  "booked",
  "cancelled",
  "waived",
  "attached",
  "moved",
] as const satisfies readonly StaffLessonsDone[];

function errorText(texts: ReturnType<typeof textsFor<"staffLessons">>, error: keyof typeof texts.errors) {
  return fillRefusal(texts.errors[error], error);
}

async function pageOf(request: Request, context: Route.LoaderArgs["context"], customerId: string) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = context.get(databaseContext);
  const now = new Date();
  const query = await readSlotQuery(db, url.searchParams, { customerId, now, byCustomer: false });
  const view = await staffLessonsView(db, { customerId, locale, ...query, now });
  if (!view) staffNotFound();
  return { view, problem: query.problem };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const texts = textsFor(request, "staffLessons");
  const { view, problem } = await pageOf(request, context, params.id);
  const done = doneKeys.find((key) => key === url.searchParams.get("done")) ?? null;
  const base = {
    view,
    texts,
    formKey,
    done,
    again: url.searchParams.get("again") === "1",
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
  };
  if (problem)
    return data(
      { ...base, done: null, error: errorText(texts, problem) },
      { status: 400, headers: privateNoStore },
    );
  return data({ ...base, error: null }, { headers: privateNoStore });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const texts = textsFor(request, "staffLessons");
  const outcome = await staffLessonAction(
    db,
    { staffId: staff.id, customerId: params.id, form: await readForm(request) },
    { publicUrl: env().PUBLIC_URL, simulated: paymentsConfig().simulated },
  );
  if ("error" in outcome) {
    if (outcome.status === 404) staffNotFound();
    const error = errorText(texts, outcome.error);
    return data({ error }, { status: outcome.status, headers: privateNoStore });
  }
  // The customer's mail goes out now, not at the worker's next round (a repeat queued none).
  if (!outcome.again) void kickMailWorker(db);
  throw redirect(
    withFreshKey(localizePath(`/staff/customers/${encodeURIComponent(params.id)}/lessons`, locale), {
      done: outcome.done,
      ...(outcome.again ? { again: "1" } : {}),
    }),
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffCustomers);
export const headers = () => privateNoStore;

export default function StaffCustomerLessons({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { view, texts: t } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const customerPath = localizePath(`/staff/customers/${encodeURIComponent(view.customer.id)}`, locale);
  const pagePath = `${customerPath}/lessons`;
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-lessons">
        <p>
          <Link to={customerPath}>{t.back}</Link>
        </p>
        <h1>{view.title}</h1>
        {error ? (
          <p className="notification notification-error" role="alert">
            {error}
          </p>
        ) : loaderData.done ? (
          <p className="notification notification-success" role="status">
            {loaderData.again ? `${loaderData.againPrefix} ` : ""}
            {t.done[loaderData.done]}
          </p>
        ) : null}
        <StaffMoveSlots view={view} t={t} pagePath={pagePath} />

        <h2>{t.balance.heading}</h2>
        <dl className="staff-details" data-lesson-balance={view.balance.left}>
          <dt>{t.balance.bought}</dt>
          <dd>{view.balance.bought}</dd>
          <dt>{t.balance.booked}</dt>
          <dd>{view.balance.booked}</dd>
          <dt>{t.balance.driven}</dt>
          <dd>{view.balance.driven}</dd>
          <dt>{t.balance.left}</dt>
          <dd>{view.balance.left}</dd>
        </dl>

        <h2>{t.lessons.heading}</h2>
        {view.lessons.length === 0 ? (
          <p>{t.lessons.empty}</p>
        ) : (
          <StaffTable
            columns={[
              t.lessons.when,
              t.lessons.kind,
              t.lessons.instructor,
              t.lessons.car,
              t.lessons.pickup,
              t.lessons.state,
              t.lessons.payment,
              t.lessons.actions,
            ]}
          >
            {view.lessons.map((lesson) => (
              <tr
                key={lesson.id}
                data-lesson={lesson.id}
                data-starts-at={lesson.startsAt}
                data-state={lesson.state}
              >
                <td>{lesson.when}</td>
                <td>{lesson.kind}</td>
                <td>{lesson.instructor}</td>
                <td>{lesson.car}</td>
                <td>{lesson.pickup}</td>
                <td>{lesson.stateText}</td>
                <td>{lesson.payment}</td>
                <td>
                  {lesson.moveLink ? (
                    <p>
                      <a href={`${pagePath}${lesson.moveLink}`} data-move-link>
                        {t.lessons.move}
                      </a>
                    </p>
                  ) : null}
                  {lesson.cancellable ? (
                    <Form method="post">
                      <FormKey />
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="lesson" value={lesson.id} />
                      <button type="submit" className="button button-secondary button-small">
                        {t.lessons.cancel}
                      </button>
                    </Form>
                  ) : null}
                  {lesson.waivable ? (
                    <Form method="post" className="stack-form">
                      <FormKey />
                      <input type="hidden" name="intent" value="waive" />
                      <input type="hidden" name="lesson" value={lesson.id} />
                      <label>
                        {t.lessons.waiveReason}
                        <input type="text" name="reason" required maxLength={waiverReasonMaxLength} />
                      </label>
                      <button type="submit" className="button button-secondary button-small">
                        {t.lessons.waive}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}

        {view.unmatchedPayments.length ? (
          <>
            <h2>{t.unmatched.heading}</h2>
            <p>{t.unmatched.intro}</p>
            <ul className="staff-lessons-unmatched">
              {view.unmatchedPayments.map((payment) => (
                <li key={payment.id} data-unmatched-payment={payment.id}>
                  <p>{payment.label}</p>
                  {payment.lessons.length ? (
                    <Form method="post" className="stack-form">
                      <FormKey />
                      <input type="hidden" name="intent" value="attach-payment" />
                      <input type="hidden" name="purchase" value={payment.id} />
                      <label>
                        {t.unmatched.lesson}
                        <select name="lesson" required>
                          {payment.lessons.map((lesson) => (
                            <option key={lesson.id} value={lesson.id}>
                              {lesson.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" className="button button-secondary button-small">
                        {t.unmatched.attach}
                      </button>
                    </Form>
                  ) : (
                    <p>{t.unmatched.noLesson}</p>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h2>{t.book.heading}</h2>
        <p>{t.book.intro}</p>
        {view.kinds.length === 0 ? (
          <p>{t.book.notEntitled}</p>
        ) : (
          <Form method="get" className="stack-form staff-lessons-choice">
            <input type="hidden" name="key" value={loaderData.formKey} />
            <label>
              {t.book.kind}
              <select name="kind" defaultValue={view.choice?.kind}>
                {view.kinds.map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.book.transmission}
              <select name="transmission" defaultValue={view.choice?.transmission}>
                {view.transmissions.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.book.language}
              <select name="language" defaultValue={view.choice?.language ?? ""}>
                <option value="">{t.book.anyLanguage}</option>
                {view.languages.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.book.pickup}
              <select name="pickup" defaultValue={view.choice?.pickup}>
                {view.meetingPoints.map((point) => (
                  <option key={point.id} value={point.id}>
                    {point.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {t.book.show}
            </button>
          </Form>
        )}
        <StaffBookingSlots view={view} t={t} />
      </section>
    </FormKeyContext.Provider>
  );
}
