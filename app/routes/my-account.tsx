import { data, redirect } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { OwnDetailsForm } from "~/components/own-details-form";
import { AccountInvoices } from "~/components/account-invoices";
import { OwnBillingAddressForm } from "~/components/own-billing-address-form";
import { OwnFirstAidBookings } from "~/components/own-first-aid-bookings";
import { OwnExams } from "~/components/own-exams";
import { accountExams, ownDetailsAndExams } from "~/server/exams/account-exams.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { textsFor } from "~/i18n/catalogs.server";
import { accountItems } from "~/content/account-items";
import { type ProductId, products } from "~/content/catalog";
import { pageMeta } from "~/i18n/meta";
import { type Locale, localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { areasOf } from "~/server/account/account.server";
import { requireUser } from "~/server/auth/current-user.server";
import { parseDetails, updateCustomerDetails } from "~/server/customers/customer-details.server";
import { env } from "~/server/platform/env.server";
import { readForm, formText } from "~/server/platform/form.server";
import { addOwnBillingAddress } from "~/server/invoices/own-billing-address.server";
import {
  billingAddressComplete,
  billingAddressText,
  billingFromForm,
} from "~/server/payments/checkout-billing.server";
import { textsIn } from "~/i18n/catalogs.server";
import { accountPageData } from "~/server/account/account-page.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/my-account";
import { markupFromData } from "~/markup-from-data";

// The my-account page: a card for each product the customer owns, and their invoices.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const db = context.get(databaseContext);
  const {
    hasPurchases,
    paidProductIds,
    documents,
    bookings: firstAidBookings,
    awaitingAddress,
  } = await accountPageData(db, user.id);
  const areas = areasOf(paidProductIds);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const done = url.searchParams.get("details");
  const own = await ownDetailsAndExams(db, user.id);
  // The owned items' texts in this language only, as data.
  return {
    details: own.details,
    detailsDone: done === "saved" || done === "unchanged" ? (done as "saved" | "unchanged") : null,
    addressDone: url.searchParams.get("invoice") === "issued",
    billingFieldTexts: textsFor(request, "invoices").checkout,
    // Paid purchases above the simplified-invoice limit whose invoice waits for the customer's address (§ 14 (4) Nr. 1 UStG).
    awaitingAddress: awaitingAddress.map(({ purchaseId, productId, paidOn }) => ({
      purchaseId,
      paidOn,
      productName: products[productId as ProductId]?.name[locale] ?? productId,
    })),
    hasPurchases,
    // Each booking named by its product (course language, eye test) in this language.
    firstAidBookings: firstAidBookings.map((booking) => ({
      ...booking,
      title: products[booking.productId as ProductId]?.name[locale] ?? "",
    })),
    bookingTexts: textsFor(request, "bookings").account,
    // The exams the office recorded, and the repetition after a failed practical one.
    exams: accountExams(own.exams, {
      email: user.email,
      locale,
      simulated: paymentsConfig().simulated,
    }),
    items: accountItems
      .filter((item) => areas.has(item.area))
      .map((item) => ({
        area: item.area,
        link: item.link,
        image: item.image,
        title: item.title[locale],
        subtitle: item.subtitle[locale],
        alt: item.alt[locale],
      })),
    invoiceTexts: textsFor(request, "invoices").account,
    documents: documents.map(({ number, kind, issuedAt, grossCents, eInvoice }) => ({
      number,
      kind,
      issuedAt,
      grossCents,
      href: localizePath(`/my-account/invoices/${number}.pdf`, locale),
      // A company's document also as its e-invoice, under the names the mail gives the files.
      eInvoice: eInvoice
        ? {
            xml: localizePath(`/my-account/invoices/${number}.xml`, locale),
            pdf: localizePath(`/my-account/invoices/${number}-zugferd.pdf`, locale),
          }
        : null,
    })),
  };
}

/** The customer corrects their own name and phone; the e-mail address is the school's to change. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = textsIn("ui", locale).messages.account.details.errors;
  const form = await readForm(request);
  if (form && formText(form, "intent") === "billing-address")
    return ownBillingAddressAction(form, user.id, locale, context);
  if (!form || formText(form, "intent") !== "details")
    return data({ errors: { form: t.unreadable } as Record<string, string> }, { status: 400 });
  const parsed = parseDetails(form, ["name", "phone"]);
  if (!parsed.ok) {
    const errors = Object.fromEntries(Object.entries(parsed.errors).map(([field, key]) => [field, t[key]]));
    return data({ errors }, { status: 400 });
  }
  const result = await updateCustomerDetails(context.get(databaseContext), user.id, user.id, parsed.data, {
    publicUrl: env().PUBLIC_URL,
    action: "customer.update-own-details",
  });
  // Staff have no customer record to correct here: their details are the team page's.
  if (result.outcome !== "saved") return data({ errors: { form: t.unreadable } }, { status: 403 });
  const done = result.changed.length ? "saved" : "unchanged";
  throw redirect(`${localizePath("/my-account", locale)}?details=${done}#details`, { status: 303 });
}

/** The address an invoice above the simplified-invoice limit waits for: the invoice is issued, or the form comes back refused. */
async function ownBillingAddressAction(
  form: FormData,
  userId: string,
  locale: Locale,
  context: Route.ActionArgs["context"],
) {
  const t = textsIn("invoices", locale);
  const purchaseId = formText(form, "purchaseId") ?? "";
  const billing = billingFromForm(form);
  const refused = (error: string, status: number) =>
    data(
      { billingRefused: { purchaseId, error, typed: billing.typed as Record<string, string> } },
      { status },
    );
  if (!billingAddressComplete(billing.details.address)) return refused(t.checkout.addressRequired, 400);
  const result = await addOwnBillingAddress(
    context.get(databaseContext),
    userId,
    { purchaseId, name: billing.details.name, address: billingAddressText(billing.details.address) ?? "" },
    { publicUrl: env().PUBLIC_URL },
  );
  if (result.outcome === "address-incomplete") return refused(t.checkout.addressRequired, 400);
  if (result.outcome === "unknown-purchase") return refused(t.account.addressUnknown, 409);
  throw redirect(`${localizePath("/my-account", locale)}?invoice=issued#invoices-heading`, { status: 303 });
}

export const meta = pageMeta("myAccount");
// Its markup comes from the URL and the loader data alone (markup-from-data.ts).
export const handle = markupFromData;

export default function MyAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().account;
  const locale = useLocale();
  const items = loaderData.items;
  return (
    <section className="container account-page">
      <h1>{t.heading}</h1>
      {/* Purchases without an area of their own (a first-aid seat, one refunded) are purchases too. */}
      <p className="lead">{loaderData.hasPurchases ? t.intro : t.empty}</p>
      <ul className="account-cards">
        {items.map((item) => (
          <li key={item.area} className="account-card">
            <img src={item.image} alt={item.alt} width={320} height={180} loading="lazy" />
            <div>
              <h2>{item.title}</h2>
              <p>{item.subtitle}</p>
              <LocalizedLink className="button button-primary" to={item.link}>
                {t.open}
                <span className="visually-hidden"> {item.title}</span>
              </LocalizedLink>
            </div>
          </li>
        ))}
      </ul>
      <OwnFirstAidBookings bookings={loaderData.firstAidBookings} texts={loaderData.bookingTexts} />
      <OwnExams data={loaderData.exams} />
      {loaderData.addressDone && !actionData ? (
        <p className="notification notification-success" role="status">
          {loaderData.invoiceTexts.addressDone}
        </p>
      ) : null}
      <OwnBillingAddressForm
        t={loaderData.invoiceTexts}
        fields={loaderData.billingFieldTexts}
        locale={locale}
        purchases={loaderData.awaitingAddress}
        refused={actionData && "billingRefused" in actionData ? actionData.billingRefused : null}
      />
      <AccountInvoices t={loaderData.invoiceTexts} locale={locale} documents={loaderData.documents} />
      {loaderData.details ? (
        <OwnDetailsForm
          t={t.details}
          details={loaderData.details}
          done={actionData ? null : loaderData.detailsDone}
          errors={actionData && "errors" in actionData ? actionData.errors : {}}
        />
      ) : null}
      <p className="account-data-link">
        <LocalizedLink to="/my-lessons">{t.lessonsLink}</LocalizedLink>
      </p>
      <p className="account-data-link">
        <LocalizedLink to="/my-conversion">{t.conversionLink}</LocalizedLink>
      </p>
      <p className="account-data-link">
        <LocalizedLink to="/my-account/data">{t.dataLink}</LocalizedLink>
      </p>
    </section>
  );
}
