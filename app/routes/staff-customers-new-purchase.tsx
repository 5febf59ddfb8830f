import { data, Form, Link, redirect } from "react-router";
import { FieldError, fieldProps } from "~/components/staff/field-error";
import { ConsentQuestion } from "~/components/staff/consent-question";
import { fill } from "~/i18n/fill";
import { customersMeta } from "~/components/staff/staff-customers-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { readForm } from "~/server/platform/form.server";
import {
  type ManualPurchaseAnswer,
  manualPurchaseAction,
} from "~/server/staff/customers-page-actions.server";
import { earlierPurchaseView, newPurchaseFormData } from "~/server/staff/customers-page.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-customers-new-purchase";

// A purchase paid by bank transfer or cash. The customer is looked up or created by
// e-mail and gets the same mail as after a card payment; the amount is the catalog's price.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const form = await newPurchaseFormData(context.get(databaseContext), localeFromPath(url.pathname), formKey);
  return data(form, { headers: privateNoStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = textsFor(request, "staffCustomers");
  const form = await readForm(request);
  const answer = form
    ? await manualPurchaseAction(context.get(databaseContext), staff.id, form)
    : ({ status: 400, form: "purchase", errors: { form: "unreadable" } } as const);
  if ("redirect" in answer) {
    const { done, customerId } = answer.redirect;
    const to = withFreshKey(localizePath(`/staff/customers/${customerId}`, locale), { done });
    throw redirect(to, { status: 303, headers: privateNoStore });
  }
  const errors = Object.fromEntries(
    Object.entries(answer.errors).map(([field, key]) => [field, t.errors[key]]),
  );
  const values = form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) : {};
  const conflict = "kind" in answer ? (answer as Extract<ManualPurchaseAnswer, { kind: string }>) : null;
  return data(
    {
      errors,
      values: values as Record<string, string>,
      already: conflict?.kind === "already" ? localizePath(conflict.already, locale) : null,
      earlier: conflict?.kind === "earlier" ? earlierPurchaseView(conflict.earlier, locale) : null,
    },
    { status: answer.status, headers: privateNoStore },
  );
}

export const meta = customersMeta((t) => t.purchase.title);
export const headers = () => privateNoStore;

export default function StaffNewPurchase({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.customersTexts;
  const s = loaderData.safeguardTexts;
  const p = t.purchase;
  const already = actionData?.already ?? null;
  const earlier = actionData?.earlier ?? null;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const text = (name: string, label: string, type = "text", extra: Record<string, unknown> = {}) => (
    <>
      <label htmlFor={`purchase-${name}`}>{label}</label>
      <input
        type={type}
        name={name}
        defaultValue={values[name] ?? ""}
        {...extra}
        {...fieldProps(`purchase-${name}`, errors[name])}
      />
      <FieldError id={`purchase-${name}`} error={errors[name]} />
    </>
  );
  return (
    <section className="staff-page">
      <h1>{p.heading}</h1>
      <p className="lead">{p.intro}</p>
      {already ? (
        <div className="notification notification-success" role="status" id="already-recorded">
          <p>
            <strong>{s.again.heading}.</strong> {s.again.purchase}
          </p>
          <p>
            <Link to={already}>{s.again.link}</Link>
          </p>
        </div>
      ) : null}
      {earlier ? (
        // The question waits beside the buttons at the end of the form; on a phone that is far down.
        <p className="notification notification-error" role="alert">
          <a href="#reference-used">{s.reference.heading}</a>
        </p>
      ) : null}
      {errors.form || errors.key ? (
        <p className="notification notification-error" role="alert">
          {errors.form ?? errors.key}
        </p>
      ) : null}
      <Form method="post" className="stack-form">
        {/* A retry after an error keeps the first key: a purchase recorded meanwhile is not doubled. */}
        <input type="hidden" name="key" value={values.key ?? loaderData.formKey} />
        {text("email", p.email, "email", { required: true, autoComplete: "off", maxLength: 254 })}
        {text("name", p.name, "text", { maxLength: 120, autoComplete: "off" })}
        <label htmlFor="purchase-productId">{p.product}</label>
        <select
          name="productId"
          defaultValue={values.productId}
          {...fieldProps("purchase-productId", errors.productId)}
        >
          {loaderData.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </select>
        <FieldError id="purchase-productId" error={errors.productId} />
        <label htmlFor="purchase-method">{p.method}</label>
        <select name="method" defaultValue={values.method} {...fieldProps("purchase-method", errors.method)}>
          {loaderData.methods.map((method) => (
            <option key={method} value={method}>
              {p.methods[method]}
            </option>
          ))}
        </select>
        <FieldError id="purchase-method" error={errors.method} />
        <label htmlFor="purchase-locale">{p.language}</label>
        <select name="locale" defaultValue={values.locale} {...fieldProps("purchase-locale", errors.locale)}>
          <option value="en">{t.customer.languages.en}</option>
          <option value="es">{t.customer.languages.es}</option>
        </select>
        <FieldError id="purchase-locale" error={errors.locale} />
        <label htmlFor="purchase-courseDate">{p.courseDate}</label>
        <select
          name="courseDate"
          defaultValue={values.courseDate ?? ""}
          {...fieldProps("purchase-courseDate", errors.courseDate)}
        >
          <option value="">{p.courseDateNext}</option>
          {loaderData.courseDates.map((group) => (
            <optgroup key={group.language} label={group.label}>
              {group.dates.map((date) => (
                <option key={date.value} value={date.value}>
                  {date.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id="purchase-courseDate" error={errors.courseDate} />
        <label htmlFor="purchase-lessonId">{p.lesson}</label>
        <select
          name="lessonId"
          defaultValue={values.lessonId ?? ""}
          {...fieldProps("purchase-lessonId", errors.lessonId)}
        >
          <option value="">{p.lessonNone}</option>
          {loaderData.lessonsToPay.map((lesson) => (
            <option key={lesson.value} value={lesson.value}>
              {lesson.label}
            </option>
          ))}
        </select>
        <FieldError id="purchase-lessonId" error={errors.lessonId} />
        {text("reference", p.reference, "text", { maxLength: 500 })}
        {text("billingName", p.billingName, "text", { maxLength: 120, autoComplete: "off" })}
        <label htmlFor="purchase-billingAddress">{p.billingAddress}</label>
        <textarea
          name="billingAddress"
          rows={3}
          defaultValue={values.billingAddress ?? ""}
          {...fieldProps("purchase-billingAddress", errors.billingAddress)}
        />
        <p className="staff-hint">{loaderData.billingHint}</p>
        <FieldError id="purchase-billingAddress" error={errors.billingAddress} />
        {text("billingVatId", p.billingVatId, "text", { maxLength: 40, autoComplete: "off" })}
        <ConsentQuestion
          name="immediateStart"
          legend={s.purchaseForm.immediateStart}
          yes={s.purchaseForm.immediateStartYes}
          no={s.purchaseForm.immediateStartNo}
          value={values.immediateStart}
          error={errors.immediateStart}
        />
        <ConsentQuestion
          name="healthConsent"
          legend={s.purchaseForm.healthConsent}
          yes={s.purchaseForm.healthConsentYes}
          no={s.purchaseForm.healthConsentNo}
          value={values.healthConsent}
          error={errors.healthConsent}
        />
        <p className="staff-hint">{s.purchaseForm.consentHint}</p>
        <label htmlFor="purchase-note">{p.note}</label>
        <textarea
          name="note"
          rows={2}
          maxLength={500}
          defaultValue={values.note ?? ""}
          {...fieldProps("purchase-note", errors.note)}
        />
        <FieldError id="purchase-note" error={errors.note} />
        <button type="submit" className="button button-primary">
          {p.submit}
        </button>
        {earlier ? (
          // After the main button: Enter in a field must not confirm a second purchase.
          <div className="notification notification-error" id="reference-used">
            <p>
              <strong>{s.reference.heading}</strong>
            </p>
            <p>
              {fill(s.reference.text, {
                product: earlier.product,
                date: earlier.date,
                state: earlier.state,
                customer: earlier.customer,
                reference: values.reference ?? "",
              })}
            </p>
            {earlier.path ? (
              <p>
                <Link to={earlier.path}>{s.reference.earlier}</Link>
              </p>
            ) : null}
            <button type="submit" name="confirmReference" value="yes" className="button button-secondary">
              {s.reference.confirm}
            </button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
