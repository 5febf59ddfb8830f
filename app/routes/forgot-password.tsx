import { data, Form, useNavigation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { isEmailAddress } from "~/email-address";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useMessages } from "~/i18n/use-locale";
import { requestReset } from "~/server/auth/login.server";
import { IP_LIMIT } from "~/server/auth/throttle.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { readForm, retryAfterOf, formText } from "~/server/platform/form.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const t = textsFor(request, "ui").messages;
  const form = await readForm(request);
  if (!form) return data({ sent: false, error: t.refused.unreadable.heading }, { status: 400 });
  const email = (formText(form, "email") ?? "").trim();
  if (!isEmailAddress(email)) {
    return data({ sent: false, error: t.forgot.invalidEmail }, { status: 400 });
  }
  const services = servicesOf(context);
  const outcome = await requestReset(services, { email, ip: context.get(clientIpContext) });
  if (outcome === "throttled") {
    const headers = { "Retry-After": String(IP_LIMIT.windowSeconds) };
    return data({ sent: false, error: t.login.throttled }, { status: 429, headers });
  }
  void kickMailWorker(services.db);
  return { sent: true, error: null };
}

export const meta = pageMeta("forgotPassword");
export const headers = retryAfterOf;

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.forgot;
  const navigation = useNavigation();
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      {actionData?.sent ? (
        <p className="notification notification-success" role="status">
          {t.sent}
        </p>
      ) : (
        <>
          <p className="lead">{t.intro}</p>
          {actionData?.error ? (
            <p className="notification notification-error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <Form method="post" className="stack-form">
            <label>
              {messages.login.email}
              <input type="email" name="email" autoComplete="email" required />
            </label>
            <button
              type="submit"
              className="button button-primary"
              disabled={navigation.state === "submitting"}
            >
              {t.submit}
            </button>
          </Form>
        </>
      )}
      <p>
        <LocalizedLink to="/login">{t.back}</LocalizedLink>
      </p>
    </section>
  );
}
