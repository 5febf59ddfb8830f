import { data, Form, redirect } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { SignInLinkForm } from "~/components/sign-in-link-form";
import { isEmailAddress } from "~/email-address";
import { textsIn } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { documentTitle } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { requestSignInLink, signInLinkIsValid, spendSignInLink } from "~/server/auth/sign-in-link.server";
import { IP_LIMIT } from "~/server/auth/throttle.server";
import { safeRedirectTarget } from "~/server/auth/current-user.server";
import { env } from "~/server/platform/env.server";
import { readForm, retryAfterOf, formText } from "~/server/platform/form.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/sign-in-link";

// A one-time sign-in link for customers without a password (decision 044). Opening the mailed
// link only shows a button: mail scanners that follow links must not spend it; the POST signs in.
// The same page asks for a new link when one has expired. Plain HTML forms.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const valid = await signInLinkIsValid(servicesOf(context).db, token);
  const title = textsIn("ui", localeFromPath(url.pathname)).messages.signInLink.title;
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  return data(
    { title, token: valid ? token : null, asked: token !== "", redirectTo },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const messages = textsIn("ui", locale).messages;
  const services = servicesOf(context);
  const form = await readForm(request);
  if (!form) return data({ sent: false, error: messages.refused.unreadable.heading }, { status: 400 });
  const myAccount = localizePath("/my-account", locale);
  if (formText(form, "intent") === "use") {
    const used = await spendSignInLink(services, formText(form, "token") ?? "");
    if (!used) return data({ sent: false, error: messages.signInLink.expired }, { status: 400 });
    throw redirect(safeRedirectTarget(used.target, myAccount), { status: 303, headers: used.headers });
  }
  const email = (formText(form, "email") ?? "").trim();
  if (!isEmailAddress(email))
    return data({ sent: false, error: messages.forgot.invalidEmail }, { status: 400 });
  const outcome = await requestSignInLink(services, {
    email,
    ip: context.get(clientIpContext),
    target: safeRedirectTarget(formText(form, "redirectTo") ?? "", myAccount),
    publicUrl: env().PUBLIC_URL,
  });
  if (outcome === "throttled") {
    const headers = { "Retry-After": String(IP_LIMIT.windowSeconds) };
    return data({ sent: false, error: messages.login.throttled }, { status: 429, headers });
  }
  void kickMailWorker(services.db);
  return { sent: true, error: null };
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => [
  { title: documentTitle(loaded?.title ?? "") },
  { name: "robots", content: "noindex" },
];
export const headers = ({ actionHeaders }: Route.HeadersArgs) => ({
  ...privateNoStore,
  ...(retryAfterOf({ actionHeaders }) as Record<string, string>),
});

export default function SignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().signInLink;
  if (actionData?.sent) {
    return (
      <section className="container form-page">
        <h1>{t.signInHeading}</h1>
        <p className="notification notification-success" role="status">
          {t.sent}
        </p>
      </section>
    );
  }
  return (
    <section className="container form-page">
      <h1>{t.signInHeading}</h1>
      {actionData?.error ? (
        <p className="notification notification-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.token && !actionData?.error ? (
        <>
          <p className="lead">{t.signInIntro}</p>
          <Form method="post" className="stack-form">
            <input type="hidden" name="intent" value="use" />
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="button button-primary">
              {t.signIn}
            </button>
          </Form>
        </>
      ) : (
        <>
          {actionData?.error || !loaderData.asked ? null : (
            <p className="notification notification-error" role="alert">
              {t.expired}
            </p>
          )}
          <SignInLinkForm target={loaderData.redirectTo} />
        </>
      )}
      <p>
        <LocalizedLink to="/login">{t.toLogin}</LocalizedLink>
      </p>
    </section>
  );
}
