import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { getOptionalUser } from "~/server/auth/current-user.server";
import { formFields, readForm } from "~/server/platform/form.server";
import { staffNotFound } from "~/server/staff/staff-guard.server";
import { hasPendingSecondFactor, verifySecondFactor } from "~/server/staff/two-factor.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-verify";

// The login's second step for enrolled staff. The password step (routes/login.tsx)
// holds back the session and sets a short-lived two-factor cookie; without it this URL is the
// site's 404 like every staff URL.

const codeForm = z.object({ code: z.string().trim().min(6).max(32) });

function localeOf(request: Request) {
  return localeFromPath(new URL(request.url).pathname);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Staff already logged in go on; anyone else without the second step's cookie gets the 404.
  if ((await getOptionalUser(request, servicesOf(context)))?.staff)
    throw redirect(localizePath("/staff", localeOf(request)));
  if (!hasPendingSecondFactor(request)) staffNotFound();
  // The page's texts are read while it renders (staff-texts.ts), not sent as loader data.
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasPendingSecondFactor(request)) staffNotFound();
  const locale = localeOf(request);
  const t = textsFor(request, "staff").verify;
  const parsed = formFields(codeForm, (await readForm(request)) ?? new FormData());
  if (!parsed.ok) return data({ error: t.wrongCode }, { status: 400 });
  const result = await verifySecondFactor(servicesOf(context), request.headers, parsed.data.code);
  if (result.ok) throw redirect(localizePath("/staff", locale), { headers: result.headers });
  const { error } = result;
  const message =
    error === "invalid"
      ? t.wrongCode
      : error === "expired"
        ? t.expired
        : error === "keyMismatch"
          ? t.keyMismatch
          : t.tooMany;
  // A key this server cannot decrypt is no wrong code: 409, the server's state stands in the way.
  const status = error === "tooMany" ? 429 : error === "keyMismatch" ? 409 : 401;
  return data({ error: message }, { status, headers: result.headers });
}

export const meta = staffMeta((t) => t.verify.title);

export default function StaffVerify({ actionData }: Route.ComponentProps) {
  const t = useStaffTexts().verify;
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <Form method="post" className="stack-form">
        <label>
          {t.code}
          <input
            type="text"
            name="code"
            autoComplete="one-time-code"
            required
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "code-error" : undefined}
          />
        </label>
        {actionData?.error ? (
          <p id="code-error" className="field-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary">
          {t.submit}
        </button>
      </Form>
    </section>
  );
}
