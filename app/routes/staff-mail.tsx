import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { formatMoment } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { formFields, readForm } from "~/server/platform/form.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { listOpenMail, retryFailedMailOnce } from "~/server/staff/staff-mail.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-mail";

// Mail the outbox has not delivered, and "retry now" for a failed one (a plain form:
// POST, then a redirect that says what happened).

const retryForm = z.object({ mailId: z.string().uuid() });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const messages = await listOpenMail(context.get(databaseContext));
  return {
    texts: textsFor(request, "staffMail"),
    formKey,
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
    result: url.searchParams.get("retried"),
    messages: messages.map((message) => ({
      ...message,
      nextAttemptAt: message.nextAttemptAt.toISOString(),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const parsed = formFields(retryForm, form ?? new FormData());
  if (!parsed.ok) return data({ error: textsFor(request, "staffMail").invalid }, { status: 400 });
  const db = context.get(databaseContext);
  const retried = await retryFailedMailOnce(db, { actor: staff.id, mailId: parsed.data.mailId, form });
  // After the commit: the one worker sends it (it never throws; the page does not wait for SMTP).
  if (retried === "yes") void kickMailWorker(db);
  throw redirect(withFreshKey(localizePath("/staff/mail", locale), { retried }));
}

export const meta = staffMeta((t) => t.nav.pages.staffMail);

export default function StaffMail({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const status =
    actionData?.error ??
    (loaderData.result === "yes"
      ? t.retried
      : loaderData.result === "again"
        ? `${loaderData.againPrefix} ${t.retried}`
        : loaderData.result === "no"
          ? t.unchanged
          : null);
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page">
        <h1>{t.heading}</h1>
        <p className="lead">{t.intro}</p>
        {status ? (
          <p className="notice" role="status">
            {status}
          </p>
        ) : null}
        {loaderData.messages.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <StaffTable
            columns={[t.recipient, t.subject, t.state, t.attempts, t.lastError, t.nextAttempt, t.action]}
          >
            {loaderData.messages.map((message) => (
              <tr key={message.id}>
                <td>{message.to}</td>
                <td>
                  {message.subject}
                  <br />
                  <small>{t.kinds[message.kind] ?? message.kind}</small>
                </td>
                <td>{t.states[message.status]}</td>
                <td>{message.attempts}</td>
                <td>{message.lastError ?? t.none}</td>
                <td>
                  {message.status === "pending" ? (
                    <time dateTime={message.nextAttemptAt}>
                      {formatMoment(message.nextAttemptAt, locale)}
                    </time>
                  ) : (
                    t.none
                  )}
                </td>
                <td>
                  {message.status === "failed" ? (
                    <Form method="post">
                      <FormKey />
                      <input type="hidden" name="mailId" value={message.id} />
                      <button
                        type="submit"
                        className="button"
                        aria-label={t.retryLabel.replace("{to}", message.to)}
                      >
                        {t.retry}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </FormKeyContext.Provider>
  );
}
