import { and, eq, gt } from "drizzle-orm";
import { data, Form, redirect, useNavigation } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { textsIn } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { isHashingBusy } from "~/server/auth/password-hash.server";
import { passwordProblem } from "~/server/auth/password-policy.server";
import { hashIdentifier, resetIdentifier } from "~/server/auth/token-hash.server";
import type { Database } from "~/server/platform/db.server";
import { readForm, retryAfterOf, formText } from "~/server/platform/form.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { authContext } from "~/server/auth/app-services.server";
import { verifications } from "~/server/platform/schema.server";
import type { Route } from "./+types/set-password";

// Used by the purchase mail (link valid 7 days) and the reset mail (1 hour) alike.

async function tokenIsValid(db: Database, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, hashIdentifier(resetIdentifier(token))),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return rows.length > 0;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { valid: await tokenIsValid(context.get(databaseContext), token), token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = textsIn("ui", locale).messages;
  const t = messages.setPassword;
  const form = await readForm(request);
  if (!form) return data({ error: messages.refused.unreadable.heading, expired: false }, { status: 400 });
  const token = formText(form, "token") ?? "";
  const password = formText(form, "password") ?? "";
  const confirm = formText(form, "confirm") ?? "";
  const problem = passwordProblem(password);
  if (problem) return data({ error: t[problem], expired: false }, { status: 400 });
  if (password !== confirm) return data({ error: t.mismatch, expired: false }, { status: 400 });
  try {
    await context.get(authContext).api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    if (isHashingBusy(error)) {
      // Too many password hashes at once; the link stays valid for a retry.
      return data(
        { error: messages.login.busy, expired: false },
        { status: 503, headers: { "Retry-After": "5" } },
      );
    }
    // Unknown, expired or already used (better-auth consumes the token in the same transaction).
    return data({ error: t.expired, expired: true }, { status: 400 });
  }
  return redirect(`${localizePath("/login", locale)}?passwordSet=1`);
}

export const meta = pageMeta("setPassword");
export const headers = retryAfterOf;

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.setPassword;
  const locale = useLocale();
  const navigation = useNavigation();
  // After a submission the action's answer decides: a refused password is shown next to the form.
  const expired = actionData ? actionData.expired : !loaderData.valid;
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      {expired ? (
        <>
          <p className="notification notification-error" role="alert">
            {t.expired}
          </p>
          <p>{t.expiredHelp}</p>
          <Form method="post" action={localizePath("/forgot-password", locale)} className="stack-form">
            <label>
              {messages.login.email}
              <input type="email" name="email" autoComplete="email" required />
            </label>
            <button type="submit" className="button button-primary">
              {messages.forgot.submit}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="lead">{t.intro}</p>
          {actionData?.error ? (
            <p className="notification notification-error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <Form method="post" className="stack-form">
            <input type="hidden" name="token" value={loaderData.token} />
            <label>
              {t.password}
              <input
                type="password"
                name="password"
                autoComplete="new-password"
                minLength={8}
                maxLength={128}
                required
              />
            </label>
            <label>
              {t.confirm}
              <input
                type="password"
                name="confirm"
                autoComplete="new-password"
                minLength={8}
                maxLength={128}
                required
              />
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
    </section>
  );
}
