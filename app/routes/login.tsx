import { data, Form, redirect, useSearchParams } from "react-router";
import { Enhance } from "~/components/enhance";
import { LocalizedLink } from "~/components/localized-link";
import { emailPattern, isEmailAddress } from "~/email-address";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { messagesFor } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-locale";
import { getAuth } from "~/server/auth/auth.server";
import { logIn } from "~/server/auth/login.server";
import { getOptionalUser, safeRedirectTarget } from "~/server/current-user.server";
import { getDatabase } from "~/server/db.server";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (await getOptionalUser(request)) {
    throw redirect(
      safeRedirectTarget(url.searchParams.get("redirectTo"), localizePath("/my-account", locale)),
    );
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = messagesFor(locale).login;
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!isEmailAddress(email) || !password || password.length > 1024) {
    return data({ error: t.incomplete }, { status: 400 });
  }
  const result = await logIn(
    { db: await getDatabase(), auth: await getAuth() },
    { email, password, ip: context.clientIp },
  );
  if (!result.ok) {
    const status = result.error === "invalid" ? 401 : 429;
    return data({ error: t[result.error] }, { status });
  }
  const target = safeRedirectTarget(
    String(form.get("redirectTo") ?? ""),
    localizePath("/my-account", locale),
  );
  return redirect(target, { headers: result.headers });
}

export const meta = pageMeta("login");

// Issue 12: the form is plain HTML (the server checks it and answers in the page's language); the
// script below only adds the hint and keeps Sign In disabled until the fields look right.
export const handle = { hydrate: false };

/**
 * Sign In waits for an e-mail address (the server's check, `emailPattern`) and a password, and a
 * hint says what is missing once the visitor has left a field. Self-contained: travels as source.
 */
function waitForValidFields(emailPattern: string) {
  const form = document.querySelector<HTMLFormElement>("form.login-form");
  if (!form || form.dataset.enhanced) return;
  form.dataset.enhanced = "true";
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = form.querySelector<HTMLElement>(".field-hint");
  if (!email || !password || !submit || !hint) return;
  const pattern = new RegExp(emailPattern);
  let touched = false;
  const update = () => {
    const address = email.value.trim();
    const valid = address.length <= 254 && pattern.test(address) && password.value.length > 0;
    submit.disabled = !valid;
    hint.hidden = valid || !touched;
  };
  form.addEventListener("input", update);
  form.addEventListener("focusout", () => {
    touched = true;
    update();
  });
  form.addEventListener("submit", () => {
    // One click, one attempt: the page is on its way.
    setTimeout(() => (submit.disabled = true));
  });
  update();
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useMessages().login;
  const [params] = useSearchParams();
  const error = actionData?.error;

  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      {params.get("passwordSet") ? (
        <p className="notification notification-success" role="status">
          {t.passwordSet}
        </p>
      ) : null}
      {error ? (
        <p className="notification notification-error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" className="stack-form login-form">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <label>
          {t.email}
          <input type="email" name="email" autoComplete="email" required />
        </label>
        <label>
          {t.password}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <p className="field-hint" hidden>
          {t.incomplete}
        </p>
        <button type="submit" className="button button-primary">
          {t.submit}
        </button>
      </Form>
      <Enhance run={waitForValidFields} args={[emailPattern.source]} />
      <p>
        <LocalizedLink to="/forgot-password">{t.forgot}</LocalizedLink>
      </p>
    </section>
  );
}
