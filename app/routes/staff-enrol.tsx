import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { brand } from "~/content/brand";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { formFields, readForm } from "~/server/platform/form.server";
import { backupCodesFile } from "~/server/auth/backup-codes.server";
import { groupedSecretOf, qrCodeSvg, startEnrolment } from "~/server/staff/enrolment-key.server";
import { requireStaffSession } from "~/server/staff/staff-guard.server";
import { confirmEnrolment, enrolmentConfirmedContext } from "~/server/staff/two-factor.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-enrol";

// A staff member without a second factor lands here (the guard sends them): password
// again → the key (QR code, the key in blocks, an otpauth:// link), the same key on every return
// until a code from the app confirms it → the backup codes, shown this once, to print or download.
// Plain HTML forms; a visitor or customer gets the site's 404.

const startForm = z.object({ intent: z.literal("start"), password: z.string().min(1).max(1024) });
const confirmForm = z.object({
  intent: z.literal("confirm"),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  totpUri: z.string().max(1000).startsWith("otpauth://totp/"),
});

function staffHome(request: Request) {
  return localizePath("/staff", localeFromPath(new URL(request.url).pathname));
}

/** What the confirm step shows of a key. */
async function keyStep(totpUri: string, error: string | null) {
  return {
    step: "confirm" as const,
    totpUri,
    secret: groupedSecretOf(totpUri),
    qrSvg: await qrCodeSvg(totpUri),
    error,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page's texts are read while it renders (staff-texts.ts), not sent as loader data.
  if (context.get(enrolmentConfirmedContext)) return null;
  const staff = await requireStaffSession(request, servicesOf(context));
  if (staff.twoFactorEnabled) throw redirect(staffHome(request));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const staff = await requireStaffSession(request, services);
  if (staff.twoFactorEnabled) throw redirect(staffHome(request));
  const t = textsFor(request, "staff").enrol;
  const form = (await readForm(request)) ?? new FormData();
  const start = formFields(startForm, form);
  if (start.ok) {
    const begun = await startEnrolment(services, {
      headers: request.headers,
      userId: staff.id,
      email: staff.email,
      password: start.data.password,
    });
    if (!begun.ok) return data({ step: "start" as const, error: t.wrongPassword }, { status: 400 });
    return keyStep(begun.totpUri, null);
  }
  const confirm = formFields(confirmForm, form);
  // A wrong code keeps the key step (the same secret), when the form brought a readable one.
  const key = formFields(confirmForm.pick({ totpUri: true }), form);
  const totpUri = key.ok ? key.data.totpUri : null;
  if (!confirm.ok) {
    return totpUri
      ? data(await keyStep(totpUri, t.wrongCode), { status: 400 })
      : data({ step: "start" as const, error: t.wrongPassword }, { status: 400 });
  }
  const confirmed = await confirmEnrolment(services, {
    headers: request.headers,
    userId: staff.id,
    code: confirm.data.code,
  });
  if (!confirmed.ok) return data(await keyStep(confirm.data.totpUri, t.wrongCode), { status: 400 });
  context.set(enrolmentConfirmedContext, true);
  const file = backupCodesFile(
    fill(t.codesFileHeading, { brand: brand.brandName, email: staff.email }),
    confirmed.backupCodes,
  );
  return data(
    {
      step: "codes" as const,
      backupCodes: confirmed.backupCodes,
      // A data: URL with a download name: the codes never travel again, and no script is needed.
      download: `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`,
    },
    { headers: confirmed.headers },
  );
}

export const meta = staffMeta((t) => t.enrol.title);

export default function StaffEnrol({ actionData }: Route.ComponentProps) {
  const t = useStaffTexts().enrol;
  const locale = useLocale();
  if (actionData?.step === "codes") {
    return (
      <section className="container form-page enrol-page enrol-codes">
        <h1>{t.codesHeading}</h1>
        <p className="lead">{t.codesIntro}</p>
        <ul className="backup-codes">
          {actionData.backupCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p className="enrol-codes-entry">{t.codesEntry}</p>
        <div className="enrol-codes-keep">
          <p>{t.codesKeep}</p>
          <p>
            <a className="button button-secondary" href={actionData.download} download={t.codesFileName}>
              {t.codesDownload}
            </a>
          </p>
          <p>
            <Link className="button button-primary" to={localizePath("/staff", locale)}>
              {t.continue}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  if (actionData?.step === "confirm") {
    return (
      <section className="container form-page enrol-page">
        <h1>{t.keyHeading}</h1>
        <p>{t.qrText}</p>
        {/* The SVG is the qrcode library's output for our own URI: paths only, no text or script. */}
        <div
          className="enrol-qr"
          role="img"
          aria-label={t.qrLabel}
          dangerouslySetInnerHTML={{ __html: actionData.qrSvg }}
        />
        <p>{t.keyText}</p>
        <p>
          <code className="totp-secret">{actionData.secret}</code>
        </p>
        <p>
          {t.keyLink} <a href={actionData.totpUri}>{t.keyLinkLabel}</a>
        </p>
        <p className="enrol-key-stays">{t.keyStays}</p>
        <Form method="post" className="stack-form">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="totpUri" value={actionData.totpUri} />
          <label>
            {t.code}
            <input
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              aria-invalid={actionData.error ? true : undefined}
              aria-describedby={actionData.error ? "code-error" : undefined}
            />
          </label>
          {actionData.error ? (
            <p id="code-error" className="field-error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <button type="submit" className="button button-primary">
            {t.confirm}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="container form-page enrol-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="start" />
        <label>
          {t.password}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "password-error" : undefined}
          />
        </label>
        {actionData?.error ? (
          <p id="password-error" className="field-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary">
          {t.start}
        </button>
      </Form>
    </section>
  );
}
