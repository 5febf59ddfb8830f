import { data, Form, redirect } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { SubmitOnce } from "~/components/submit-once";
import { isEmailAddress } from "~/email-address";
import { isDigitalContent, products } from "~/content/catalog";
import { brand } from "~/content/brand";
import { formatDate, formatMoney } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { textsFor, textsIn } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { env } from "~/server/platform/env.server";
import { readForm, formText } from "~/server/platform/form.server";
import { paymentLinkCollection, paymentsConfig } from "~/server/platform/payments-config.server";
import { asksForEarlyStart } from "~/server/payments/early-start.server";
import {
  billingAddressComplete,
  billingFromForm,
  type billingFields,
} from "~/server/payments/checkout-billing.server";
import {
  checkoutCourseDate,
  checkoutDateNotes,
  checkoutDateRefusal,
  paySimulated,
  productFrom,
} from "~/server/payments/simulated-checkout.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { isPerLessonProduct } from "~/server/lessons/lesson-purchases.server";
import type { Route } from "./+types/checkout";

// The simulated checkout page. It does not exist when a provider is configured.

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!paymentsConfig().simulated) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const id = productFrom(url.searchParams.get("product"));
  if (!id) throw data(null, { status: 404 });
  const locale = localeFromPath(url.pathname);
  const product = products[id];
  const db = context.get(databaseContext);
  const email = url.searchParams.get("email") ?? "";
  const requested = url.searchParams.get("client_reference_id");
  // A link naming a day that is no course date is refused, not silently booked on another one.
  const dateRefused = await checkoutDateRefusal(db, id, requested, locale);
  const courseDate = dateRefused ? null : await checkoutCourseDate(db, id, requested);
  // The product's name and price in this language as data: no catalog in the page's JavaScript.
  const page = {
    product: {
      name: product.name[locale],
      price: formatMoney(product.priceCents, locale),
      digital: isDigitalContent(product),
      // GDPR Art. 9: an eye-test booking asks for the separate health-data consent.
      eyeTest: product.eyeTest === true,
    },
    email,
    courseDate,
    dateNotes: await checkoutDateNotes(db, id, courseDate, email || null),
    // § 356 (4) BGB: a date inside the withdrawal period needs the buyer's express request.
    earlyStart: asksForEarlyStart(product, courseDate),
    bookingTexts: textsFor(request, "bookings").checkout,
    chooseOtherPath: products[id].firstAidLanguage
      ? `/${products[id].firstAidLanguage === "es" ? "spanish" : "english"}-first-aid-course#dates`
      : null,
    billingTexts: textsFor(request, "invoices").checkout,
    billingRequired: paymentLinkCollection(product).billing_address_collection === "required",
    dateRefused: dateRefused
      ? { text: dateRefused, choose: textsFor(request, "bookingDateChanges").checkout.chooseDate }
      : null,
  };
  return data(page, { status: dateRefused ? 400 : 200 });
}

/** The page is plain HTML, so a refusal renders it again, with what the visitor typed. */
function refusal(
  error: string,
  status: number,
  typed: { email: string; name: string } & Partial<Record<(typeof billingFields)[number], string>> = {
    email: "",
    name: "",
  },
  doubleBooking = false,
) {
  return data({ error, typed, doubleBooking }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { simulated, webhookSecret } = paymentsConfig();
  if (!simulated) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const messages = textsIn("ui", locale).messages;
  const t = messages.checkout;
  const id = productFrom(url.searchParams.get("product"));
  if (!id) return refusal(t.unknownProduct, 400);
  const form = await readForm(request);
  if (!form) return refusal(messages.refused.unreadable.heading, 400);
  const email = (formText(form, "email") ?? "").trim();
  const name = (formText(form, "name") ?? "").trim().slice(0, 120);
  const billing = billingFromForm(form);
  const refuse = (error: string, status: number) => refusal(error, status, { email, name, ...billing.typed });
  if (!isEmailAddress(email)) return refuse(t.invalidEmail, 400);
  // Like the provider's required terms checkbox: no payment without it.
  if (formText(form, "consent") !== "on") return refuse(t.consentMissing, 400);
  // The eye test's result is health data: only with its own explicit consent (Art. 9 (2) a GDPR).
  const healthDataConsent = formText(form, "healthConsent") === "on";
  if (products[id].eyeTest && !healthDataConsent) return refuse(t.consentHealthMissing, 400);
  if (billing.companyRefusal)
    return refuse(textsIn("invoices", locale).checkout[billing.companyRefusal], 400);
  // Above the simplified-invoice limit the invoice must name the buyer's address (§ 14 (4) Nr. 1 UStG), as the provider's
  // payment link set to "required" asks for it.
  const addressRequired = paymentLinkCollection(products[id]).billing_address_collection === "required";
  if (addressRequired && !billingAddressComplete(billing.details.address))
    return refuse(textsIn("invoices", locale).checkout.addressRequired, 400);
  const requested = url.searchParams.get("client_reference_id");
  const dateRefused = await checkoutDateRefusal(context.get(databaseContext), id, requested, locale);
  if (dateRefused) return refuse(dateRefused, 400);
  const courseDate = await checkoutCourseDate(context.get(databaseContext), id, requested);
  // § 356 (4) BGB: no start inside the withdrawal period without the buyer's express request.
  const earlyStart = asksForEarlyStart(products[id], courseDate);
  if (earlyStart && formText(form, "earlyStart") !== "on")
    return refuse(textsIn("bookings", locale).checkout.earlyStartMissing, 400);
  // Every date cancelled or full; the page said so already.
  if (products[id].firstAidLanguage && !courseDate) {
    return refuse(messages.firstAid.noDate, 409);
  }
  // A second seat for the same address on the same date: said once, then the customer may go on.
  const notes = await checkoutDateNotes(context.get(databaseContext), id, courseDate, email);
  // No seat left for this buyer (bookings and others' waiting-list holds): no payment is taken.
  if (notes.full) return refuse(textsIn("bookings", locale).checkout.dateFull, 409);
  if (notes.alreadyBooked && formText(form, "secondSeat") !== "yes")
    return refusal(textsIn("bookings", locale).checkout.alreadyBooked, 409, { email, name }, true);
  const sessionId = await paySimulated(
    {
      productId: id,
      locale,
      email,
      name: name || undefined,
      courseDate,
      lessonId: isPerLessonProduct(id) ? requested : null,
      healthDataConsent: products[id].eyeTest ? healthDataConsent : undefined,
      earlyStart,
      billing: billing.details,
    },
    { publicUrl: env().PUBLIC_URL, webhookSecret },
  );
  if (!sessionId) return refuse(t.failed, 502);
  return redirect(`${localizePath("/welcome", locale)}?session_id=${encodeURIComponent(sessionId)}`);
}

export const meta = pageMeta("checkout");
// A prefilled or refused form carries the visitor's address and name: never kept by a cache.
export const headers = () => privateNoStore;

// A plain HTML form; the server checks it and answers in the page's language.
export const handle = { hydrate: false };

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().checkout;
  return (
    <section className="container form-page checkout">
      <h1>{t.heading}</h1>
      <p className="notice">{t.demo}</p>
      {loaderData.dateRefused ? (
        <>
          <p className="notification notification-error" role="alert" data-date-refused="">
            {loaderData.dateRefused.text}
          </p>
          {loaderData.chooseOtherPath ? (
            <LocalizedLink className="button button-primary" to={loaderData.chooseOtherPath}>
              {loaderData.dateRefused.choose}
            </LocalizedLink>
          ) : null}
        </>
      ) : (
        <CheckoutForm loaderData={loaderData} actionData={actionData} />
      )}
    </section>
  );
}

type CompanyField = "companyName" | "companyVatId";

/** The summary and the form: left out when the link's date was refused. */
function CheckoutForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useMessages().checkout;
  const locale = useLocale();
  const product = loaderData.product;
  const typed = actionData?.typed;
  const b = loaderData.billingTexts;
  const billingInput = (
    field: Exclude<(typeof billingFields)[number], CompanyField>,
    label: string,
    autoComplete: string,
  ) => (
    <label>
      {label}
      <input
        type="text"
        name={field}
        autoComplete={autoComplete}
        maxLength={120}
        required={loaderData.billingRequired && field !== "billingName"}
        defaultValue={typed?.[field]}
      />
    </label>
  );
  const companyInput = (field: CompanyField, label: string, autoComplete: string) => (
    <label>
      {label}
      <input
        type="text"
        name={field}
        autoComplete={autoComplete}
        maxLength={120}
        defaultValue={typed?.[field]}
      />
    </label>
  );
  const [beforeTerms, afterTerms] = t.consentTerms.split("{terms}");
  const [beforePrivacy, afterPrivacy] = t.consentHealth
    .replace("{brand}", brand.brandName)
    .split("{privacy}");
  return (
    <>
      <dl className="checkout-summary">
        <dt>{t.product}</dt>
        <dd>{product.name}</dd>
        {loaderData.courseDate ? (
          <>
            <dt>{t.courseDate}</dt>
            <dd>{formatDate(loaderData.courseDate, locale)}</dd>
          </>
        ) : null}
        <dt>{t.price}</dt>
        <dd>{product.price}</dd>
      </dl>
      {loaderData.dateNotes.full ? (
        <p className="notification notification-error" data-date-full="">
          {loaderData.bookingTexts.dateFull}{" "}
          {loaderData.chooseOtherPath ? (
            <LocalizedLink to={loaderData.chooseOtherPath}>
              {loaderData.bookingTexts.chooseOther}
            </LocalizedLink>
          ) : null}
        </p>
      ) : null}
      {loaderData.dateNotes.alreadyBooked && !actionData?.error ? (
        <p className="notification notification-error" data-double-booking="">
          {loaderData.bookingTexts.alreadyBooked}
        </p>
      ) : null}
      {actionData?.error ? (
        <p className="notification notification-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="stack-form" id="checkout-form">
        {actionData?.doubleBooking || loaderData.dateNotes.alreadyBooked ? (
          <input type="hidden" name="secondSeat" value="yes" />
        ) : null}
        <label>
          {t.email}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={typed?.email || loaderData.email}
          />
        </label>
        <label>
          {t.name}
          <input type="text" name="name" autoComplete="name" maxLength={120} defaultValue={typed?.name} />
        </label>
        <fieldset className="checkout-billing">
          <legend>{loaderData.billingRequired ? b.legendRequired : b.legend}</legend>
          <p className="checkout-billing-hint">{loaderData.billingRequired ? b.hintRequired : b.hint}</p>
          {billingInput("billingName", b.name, "organization")}
          {billingInput("billingLine1", b.line1, "address-line1")}
          {billingInput("billingPostalCode", b.postalCode, "postal-code")}
          {billingInput("billingCity", b.city, "address-level2")}
          {billingInput("billingCountry", b.country, "country-name")}
        </fieldset>
        <fieldset className="checkout-billing">
          <legend>{b.companyLegend}</legend>
          <p className="checkout-billing-hint">{b.companyHint}</p>
          {companyInput("companyName", b.companyName, "organization")}
          {companyInput("companyVatId", b.vatId, "off")}
        </fieldset>
        <label className="checkbox-label">
          <input type="checkbox" name="consent" required />
          <span>
            {beforeTerms}
            <LocalizedLink to="/terms-of-service" target="_blank">
              {t.termsLink}
            </LocalizedLink>
            {afterTerms}
            {product.digital ? ` ${t.consentDigital}` : null}
          </span>
        </label>
        {loaderData.earlyStart ? (
          // A box of its own, never ticked in advance: the express request of § 356 (4) BGB.
          <label className="checkbox-label">
            <input type="checkbox" name="earlyStart" required />
            <span>{loaderData.bookingTexts.earlyStart}</span>
          </label>
        ) : null}
        {product.eyeTest ? (
          // A box of its own, never ticked in advance: consent to health data (Art. 9 (2) a GDPR).
          <label className="checkbox-label">
            <input type="checkbox" name="healthConsent" required />
            <span>
              {beforePrivacy}
              <LocalizedLink to="/privacy-policy" target="_blank">
                {t.privacyLink}
              </LocalizedLink>
              {afterPrivacy}
            </span>
          </label>
        ) : null}
        <button type="submit" className="button button-primary">
          {t.pay} {product.price}
        </button>
      </Form>
      <SubmitOnce formId="checkout-form" />
    </>
  );
}
