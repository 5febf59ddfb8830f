import { data, Form, redirect, useSearchParams } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { PageScript } from "~/components/page-script";
import { isEmailAddress } from "~/email-address";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { type Texts, textsIn } from "~/i18n/catalogs.server";
import { useMessages } from "~/i18n/use-locale";
import { logIn } from "~/server/auth/login.server";
import { IP_LIMIT } from "~/server/auth/throttle.server";
import { getOptionalUser, safeRedirectTarget } from "~/server/auth/current-user.server";
import { clientIpContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { readForm, retryAfterOf, formText } from "~/server/platform/form.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (await getOptionalUser(request, servicesOf(context))) {
    throw redirect(
      safeRedirectTarget(url.searchParams.get("redirectTo"), localizePath("/my-account", locale)),
    );
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const messages = textsIn("ui", locale).messages;
  const t = messages.login;
  const form = await readForm(request);
  if (!form) return data({ error: messages.refused.unreadable.heading }, { status: 400 });
  const email = (formText(form, "email") ?? "").trim();
  const password = formText(form, "password") ?? "";
  if (!isEmailAddress(email) || !password || password.length > 1024) {
    return data({ error: t.incomplete }, { status: 400 });
  }
  const result = await logIn(servicesOf(context), { email, password, ip: context.get(clientIpContext) });
  if (!result.ok) return loginRefusal(result.error, t);
  // Enrolled staff give their code next. Staff who get a session from the password alone have no
  // second factor yet: enrolment is the one staff page open to them.
  if (result.secondFactor)
    return redirect(localizePath("/staff/verify", locale), { headers: result.headers });
  const target = safeRedirectTarget(
    formText(form, "redirectTo") ?? "",
    localizePath(result.staff ? "/staff/enrol" : "/my-account", locale),
  );
  return redirect(target, { headers: result.headers });
}

/** 401 for any wrong login (a lock included); the waits say how long in Retry-After. */
function loginRefusal(error: "invalid" | "throttled" | "busy", t: Texts<"ui">["messages"]["login"]) {
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

// The form is plain HTML (the server checks it and answers in the page's language); the
// page script login-fields only adds the hint and keeps Sign In disabled until the fields look right.
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useMessages().login;
  const askLink = useMessages().signInLink.askLink;
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
      <PageScript name="login-fields" args={{}} />
      <p>
        <LocalizedLink to="/forgot-password">{t.forgot}</LocalizedLink>
      </p>
      {/* The link-by-mail form has a page of its own: one e-mail field per page, one form to fill. */}
      <p>
        <LocalizedLink to={signInLinkPath(params.get("redirectTo"))}>{askLink}</LocalizedLink>
      </p>
    </section>
  );
}

/** The sign-in-link page, keeping the page the visitor wanted. */
function signInLinkPath(redirectTo: string | null): string {
  return redirectTo ? `/sign-in-link?redirectTo=${encodeURIComponent(redirectTo)}` : "/sign-in-link";
}
