import { data, Form, Link, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { staffMeta } from "~/components/staff/staff-texts";
import { StaffTable } from "~/components/staff/staff-table";
import { lessonRules, waiverReasonMaxLength } from "~/content/lessons";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { env } from "~/server/platform/env.server";
import { readForm } from "~/server/platform/form.server";
import { bookableKinds } from "~/server/lessons/entitlement.server";
import { readChoice } from "~/server/lessons/my-lessons-page.server";
import { staffLessonAction, type StaffLessonsDone } from "~/server/lessons/staff-lesson-actions.server";
import { staffLessonsView } from "~/server/lessons/staff-lessons-page.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { databaseContext, servicesOf } from "~/server/platform/request-context.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff, staffNotFound } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-customer-lessons";

// One customer's driving lessons for the office (decision 070): book for a customer who phoned, cancel a
// coming lesson as the school, waive a late cancellation's charge. Plain forms, each once per key;
// POST, then a redirect with a fresh key; a refusal answers 400 with the page and the reason.

const doneKeys = ["booked", "cancelled", "waived"] as const satisfies readonly StaffLessonsDone[];

async function pageOf(request: Request, context: Route.LoaderArgs["context"], customerId: string) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = context.get(databaseContext);
  const asked = url.searchParams.has("kind");
  const choice = asked ? readChoice(url.searchParams, await bookableKinds(db, customerId)) : null;
  const view = await staffLessonsView(db, { customerId, locale, choice });
  if (!view) staffNotFound();
  return { view, asked, choice };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const texts = textsFor(request, "staffLessons");
  const { view, asked, choice } = await pageOf(request, context, params.id);
  const done = doneKeys.find((key) => key === url.searchParams.get("done")) ?? null;
  const base = {
    view,
    texts,
    formKey,
    done,
    again: url.searchParams.get("again") === "1",
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
  };
  if (asked && !choice)
    return data(
      { ...base, done: null, error: texts.errors.badInput },
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
    const error = fill(texts.errors[outcome.error], {
      hours: String(lessonRules.minimumNoticeHours),
      weeks: String(lessonRules.horizonWeeks),
      count: String(lessonRules.maxLessonsPerWeek),
    });
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
export const handle = { hydrate: false };

export default function StaffCustomerLessons({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { view, texts: t } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const customerPath = localizePath(`/staff/customers/${encodeURIComponent(view.customer.id)}`, locale);
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
        {view.slots && view.choice ? (
          view.slots.length === 0 ? (
            <p>{t.book.none}</p>
          ) : (
            <ul className="staff-lessons-slots">
              {view.slots.map((slot) => (
                <li
                  key={`${slot.start}-${slot.instructorId}`}
                  data-lesson-slot={slot.start}
                  data-instructor={slot.instructorId}
                >
                  <Form method="post">
                    <FormKey />
                    <input type="hidden" name="intent" value="book" />
                    <input type="hidden" name="kind" value={view.choice?.kind} />
                    <input type="hidden" name="transmission" value={view.choice?.transmission} />
                    <input type="hidden" name="language" value={view.choice?.language ?? ""} />
                    <input type="hidden" name="pickup" value={view.choice?.pickup} />
                    <input type="hidden" name="start" value={slot.start} />
                    <input type="hidden" name="instructor" value={slot.instructorId} />
                    <input type="hidden" name="car" value={slot.carId} />
                    <button type="submit" className="button button-secondary button-small">
                      {fill(t.book.bookButton, { time: slot.label })}
                    </button>{" "}
                    {fill(t.book.with, { instructor: slot.instructor })}
                  </Form>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </FormKeyContext.Provider>
  );
}
