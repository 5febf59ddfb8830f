import { useEffect, useState } from "react";
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { isEmailAddress } from "~/email-address";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { messagesFor } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-locale";
import { getAuth } from "~/server/auth/auth.server";
import { logIn } from "~/server/auth/login.server";
import { IP_LIMIT } from "~/server/auth/throttle.server";
import { getOptionalUser, safeRedirectTarget } from "~/server/current-user.server";
import { getDatabase } from "~/server/db.server";
import { readForm, retryAfterOf } from "~/server/form.server";
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
  const messages = messagesFor(locale);
  const t = messages.login;
  const form = await readForm(request);
  if (!form) return data({ error: messages.refused.unreadable.heading }, { status: 400 });
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!isEmailAddress(email) || !password || password.length > 1024) {
    return data({ error: t.incomplete }, { status: 400 });
  }
  const result = await logIn(
    { db: await getDatabase(), auth: await getAuth() },
    { email, password, ip: context.clientIp },
  );
  if (!result.ok) return loginRefusal(result.error, t);
  const target = safeRedirectTarget(
    String(form.get("redirectTo") ?? ""),
    localizePath("/my-account", locale),
  );
  return redirect(target, { headers: result.headers });
}

/** 401 for any wrong login (a lock included: issue 11 §9); the waits say how long in Retry-After. */
function loginRefusal(error: "invalid" | "throttled" | "busy", t: ReturnType<typeof messagesFor>["login"]) {
  if (error === "invalid") return data({ error: t.invalid }, { status: 401 });
  if (error === "throttled") {
    return data(
      { error: t.throttled },
      { status: 429, headers: { "Retry-After": String(IP_LIMIT.windowSeconds) } },
    );
  }
  return data({ error: t.busy }, { status: 503, headers: { "Retry-After": BUSY_RETRY_SECONDS } });
}

/** Hashing queues drain in a few seconds (password-hash.server.ts). */
const BUSY_RETRY_SECONDS = "5";

export const meta = pageMeta("login");
export const headers = retryAfterOf;

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useMessages().login;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  useEffect(() => setHydrated(true), []);
  const valid = isEmailAddress(email.trim()) && password.length > 0;
  const error = useActionData<typeof action>()?.error ?? actionData?.error;

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
      <Form method="post" className="stack-form" noValidate={false} onBlur={() => setTouched(true)}>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <label>
          {t.email}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          {t.password}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {hydrated && touched && !valid ? <p className="field-hint">{t.incomplete}</p> : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={(hydrated && !valid) || navigation.state === "submitting"}
        >
          {t.submit}
        </button>
      </Form>
      <p>
        <LocalizedLink to="/forgot-password">{t.forgot}</LocalizedLink>
      </p>
    </section>
  );
}
