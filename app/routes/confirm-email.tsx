import { data, Form } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { textsIn } from "~/i18n/catalogs.server";
import { localeFromPath } from "~/i18n/locale";
import { documentTitle } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { confirmEmailChange, emailChangeIsValid } from "~/server/customers/email-change.server";
import { readForm, formText } from "~/server/platform/form.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/confirm-email";

// The link mailed to a customer's new e-mail address (customers/email-change.server.ts). Opening
// it only shows a button: mail scanners that follow links must not spend it; the POST confirms.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const valid = await emailChangeIsValid(servicesOf(context).db, token);
  const title = textsIn("ui", localeFromPath(url.pathname)).messages.confirmEmail.title;
  return data({ title, token: valid ? token : null }, { headers: privateNoStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = textsIn("ui", localeFromPath(new URL(request.url).pathname)).messages.confirmEmail;
  const form = await readForm(request);
  const outcome = await confirmEmailChange(servicesOf(context).db, formText(form, "token") ?? "");
  if (outcome === "changed") return data({ done: true, error: null }, { headers: privateNoStore });
  const status = outcome === "taken" ? 409 : 400;
  return data(
    { done: false, error: outcome === "taken" ? t.taken : t.expired },
    { status, headers: privateNoStore },
  );
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => [
  { title: documentTitle(loaded?.title ?? "") },
  { name: "robots", content: "noindex" },
];
export const headers = () => privateNoStore;

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().confirmEmail;
  const error = actionData?.error ?? (loaderData.token ? null : t.expired);
  return (
    <section className="container form-page">
      <h1>{t.title}</h1>
      {actionData?.done ? (
        <p className="notification notification-success" role="status">
          {t.done}
        </p>
      ) : error ? (
        <p className="notification notification-error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className="lead">{t.intro}</p>
          <Form method="post" className="stack-form">
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <button type="submit" className="button button-primary">
              {t.submit}
            </button>
          </Form>
        </>
      )}
      <p>
        <LocalizedLink to="/login">{t.toLogin}</LocalizedLink>
      </p>
    </section>
  );
}
