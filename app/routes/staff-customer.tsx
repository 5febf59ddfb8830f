import { data, Form, Link, redirect } from "react-router";
import { CustomerConsents } from "~/components/staff/customer-consents";
import { CustomerTransfers } from "~/components/staff/customer-transfers";
import { CustomerCourse } from "~/components/staff/customer-course";
import { CustomerDetailsForm } from "~/components/staff/customer-details-form";
import { CustomerNotes } from "~/components/staff/customer-notes";
import { CustomerHistory } from "~/components/staff/customer-history";
import { CustomerInvoices } from "~/components/staff/customer-invoices";
import { CustomerMissingInvoices } from "~/components/staff/customer-missing-invoices";
import { CustomerPurchases } from "~/components/staff/customer-purchases";
import { CustomerScheduledMails } from "~/components/staff/customer-scheduled-mails";
import { CustomerExams } from "~/components/staff/customer-exams";
import { examAction, isExamIntent } from "~/server/exams/exam-actions.server";
import { staffExamsSection } from "~/server/exams/staff-exams-page.server";
import { formText } from "~/server/platform/form.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay, formatMoment } from "~/i18n/format";
import { customersMeta } from "~/components/staff/staff-customers-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { readForm } from "~/server/platform/form.server";
import { customerPageAction } from "~/server/staff/customers-page-actions.server";
import { customerPageData, doneOf } from "~/server/staff/customers-page.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff, staffNotFound } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-customer";

// One customer: purchases, course, bookings, mails, the staff actions about
// them, and the actions (resend the set-password mail, extend access, record a refund, correct the
// name and address on an invoice).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  // The forms' one-time key rides in the URL, so Back returns to it (see pageFormKey).
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = context.get(databaseContext);
  const page = await customerPageData(db, staff.id, params.id, locale);
  if (!page) staffNotFound();
  const paidProducts = page.purchases.filter((one) => one.status === "paid").map((one) => one.productId);
  return data(
    {
      ...page,
      exams: await staffExamsSection(db, params.id, { locale, paidProducts }),
      formKey,
      customersTexts: textsFor(request, "staffCustomers"),
      safeguardTexts: textsFor(request, "staffSafeguards"),
      bookingTexts: textsFor(request, "staffBookings"),
      auditTexts: textsFor(request, "staffAudit"),
      missingInvoiceTexts: textsFor(request, "missingInvoices").customer,
      lessonsLink: textsFor(request, "staffLessons").link,
      refundId: url.searchParams.get("refund"),
      done: doneOf(url),
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = textsFor(request, "staffCustomers");
  const form = await readForm(request);
  if (!form)
    return data(
      { form: "unreadable", errors: { form: t.errors.unreadable } as Record<string, string> },
      { status: 400, headers: privateNoStore },
    );
  if (isExamIntent(formText(form, "intent"))) {
    const exam = await examAction(context.get(databaseContext), staff.id, params.id, form, locale);
    if ("redirect" in exam) {
      const to = withFreshKey(localizePath(`/staff/customers/${encodeURIComponent(params.id)}`, locale), {
        done: exam.redirect.done,
        ...(exam.redirect.again ? { again: "1" } : {}),
      });
      throw redirect(`${to}#exams`, { status: 303, headers: privateNoStore });
    }
    if (exam.status === 404 && exam.errors.form) staffNotFound();
    return data({ form: exam.form, errors: exam.errors }, { status: exam.status, headers: privateNoStore });
  }
  const answer = await customerPageAction(context.get(databaseContext), staff.id, params.id, form);
  if ("redirect" in answer) {
    const { done, status, again } = answer.redirect;
    const to = withFreshKey(localizePath(`/staff/customers/${encodeURIComponent(params.id)}`, locale), {
      done,
      ...(status ? { status } : {}),
      ...(again ? { again: "1" } : {}),
    });
    throw redirect(to, { status: 303, headers: privateNoStore });
  }
  if (answer.status === 404) staffNotFound();
  const errors = Object.fromEntries(
    // A provider's refusal names its own reason code (e.g. charge_already_refunded) in the message.
    Object.entries(answer.errors).map(([field, key]) => [
      field,
      fill(t.errors[key], { code: answer.code ?? "" }),
    ]),
  );
  return data({ form: answer.form, errors }, { status: answer.status, headers: privateNoStore });
}

export const meta = customersMeta((t) => t.customer.title);
export const headers = () => privateNoStore;

export default function StaffCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = loaderData.customersTexts;
  const s = loaderData.safeguardTexts;
  const { customer, done, course } = loaderData;
  const errorsOf = (name: string) => (actionData?.form === name ? actionData.errors : {});
  const m = loaderData.missingInvoiceTexts;
  const examDone = loaderData.exams.texts.staff.done;
  const doneMessage = done
    ? done.key in examDone
      ? examDone
      : done.key in s.done
        ? s.done
        : done.key in m.done
          ? m.done
          : t.customer.done
    : null;
  const doneText =
    done && doneMessage
      ? fill(doneMessage[done.key as keyof typeof doneMessage], {
          date: course?.endsAt ? formatDay(course.endsAt, locale) : "",
          status: done.status ? t.customer.purchases.statuses[done.status as "paid"] : "",
        })
      : null;
  const formError = actionData?.errors.form ?? actionData?.errors.intent ?? actionData?.errors.key;
  return (
    <section className="staff-page">
      <p>
        <Link to={localizePath("/staff/customers", locale)}>{t.customer.back}</Link>
      </p>
      <h1>{customer.name || customer.email}</h1>
      <p>
        <Link to={localizePath(`/staff/customers/${encodeURIComponent(customer.id)}/lessons`, locale)}>
          {loaderData.lessonsLink}
        </Link>
      </p>
      {doneText && !actionData ? (
        <p className="notification notification-success" role="status">
          {done?.again ? `${s.again.prefix} ` : null}
          {doneText}
        </p>
      ) : null}
      {formError ? (
        <p className="notification notification-error" role="alert">
          {formError}
        </p>
      ) : null}
      <dl className="staff-details" aria-label={t.customer.details}>
        <dt>{t.customer.email}</dt>
        <dd>
          {customer.email}
          {customer.pendingEmail ? (
            <span className="staff-hint">
              {" "}
              {fill(t.customer.pendingEmail, { email: customer.pendingEmail })}
            </span>
          ) : null}
        </dd>
        <dt>{t.customer.name}</dt>
        <dd>{customer.name}</dd>
        <dt>{t.customer.phone}</dt>
        <dd>{customer.phone ?? t.customer.notGiven}</dd>
        <dt>{t.customer.dateOfBirth}</dt>
        <dd>
          {customer.dateOfBirth ? formatDate(customer.dateOfBirth, locale, "long") : t.customer.notGiven}
        </dd>
        <dt>{t.customer.language}</dt>
        <dd>{t.customer.languages[customer.locale]}</dd>
        <dt>{t.customer.since}</dt>
        <dd>{formatDay(customer.createdAt, locale)}</dd>
        <dt>{t.customer.lastLogin}</dt>
        <dd>{customer.lastLogin ? formatMoment(customer.lastLogin, locale) : t.customer.never}</dd>
      </dl>
      <CustomerDetailsForm t={t} customer={customer} errors={errorsOf("details")} />
      <CustomerConsents
        texts={s}
        locale={locale}
        purchases={loaderData.purchases}
        formKey={loaderData.formKey}
        error={errorsOf("consent").purchaseId}
      />
      <CustomerTransfers
        texts={t}
        locale={locale}
        purchases={loaderData.purchases}
        formKey={loaderData.formKey}
        errors={errorsOf("transfer")}
      />
      <section aria-labelledby="resend-heading">
        <h2 id="resend-heading">{t.customer.resend.heading}</h2>
        <p>{t.customer.resend.text}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="key" value={loaderData.formKey} />
          <button type="submit" className="button button-primary">
            {t.customer.resend.submit}
          </button>
        </Form>
      </section>
      <CustomerPurchases
        t={t}
        locale={locale}
        purchases={loaderData.purchases}
        refundId={loaderData.refundId}
        formKey={loaderData.formKey}
        errors={errorsOf("refund")}
        invoiceTexts={loaderData.invoices.texts}
        remaining={Object.fromEntries(
          Object.entries(loaderData.invoices.invoiced).map(([id, invoiced]) => [id, invoiced.remainingCents]),
        )}
      />
      <CustomerInvoices
        t={loaderData.invoices.texts}
        locale={locale}
        data={loaderData.invoices}
        purchases={loaderData.purchases}
        errors={errorsOf("billing")}
      />
      <CustomerMissingInvoices
        t={m}
        locale={locale}
        purchases={loaderData.purchases}
        invoiced={loaderData.invoices.invoiced}
        customerName={customer.name}
        formKey={loaderData.formKey}
        errors={errorsOf("issue-invoice")}
      />
      {course ? (
        <CustomerCourse
          t={t}
          locale={locale}
          course={course}
          formKey={loaderData.formKey}
          errors={errorsOf("extend")}
        />
      ) : null}
      <CustomerExams
        section={loaderData.exams}
        locale={locale}
        formKey={loaderData.formKey}
        refused={actionData && actionData.form.startsWith("exam") ? actionData : null}
      />
      <CustomerNotes
        texts={s}
        locale={locale}
        notes={loaderData.notes}
        formKey={loaderData.formKey}
        error={errorsOf("note").text}
      />
      <CustomerScheduledMails t={loaderData.bookingTexts} locale={locale} scheduled={loaderData.scheduled} />
      <CustomerHistory t={t} s={s} auditTexts={loaderData.auditTexts} locale={locale} data={loaderData} />
    </section>
  );
}
