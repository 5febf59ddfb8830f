import { data, Form, redirect, useNavigation } from "react-router";
import { type ProductId, productIds, products } from "~/content/catalog";
import { nextFirstAidDate } from "~/content/schedule";
import { formatMoney } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { messagesFor } from "~/i18n/messages";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { env } from "~/server/env.server";
import { paymentsConfig } from "~/server/payments/payments-config.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { signTestPayload } from "~/server/payments/webhook.server";
import type { Route } from "./+types/checkout";

// DESIGN §4: the simulated checkout. It builds the provider's real event, signs it with the local
// webhook secret and delivers it to our real webhook endpoint, so the purchase path is the same
// code as in production. It does not exist when a provider is configured.

function productFrom(value: string | null): ProductId | null {
  return value && (productIds as readonly string[]).includes(value) ? (value as ProductId) : null;
}

export function loader({ request }: Route.LoaderArgs) {
  if (!paymentsConfig().simulated) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const id = productFrom(url.searchParams.get("product"));
  if (!id) throw data(null, { status: 404 });
  return { productId: id, priceCents: products[id].priceCents, email: url.searchParams.get("email") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const { simulated, webhookSecret } = paymentsConfig();
  if (!simulated) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = messagesFor(locale).checkout;
  const id = productFrom(url.searchParams.get("product"));
  if (!id) return data({ error: t.unknownProduct }, { status: 400 });
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const name = String(form.get("name") ?? "")
    .trim()
    .slice(0, 120);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return data({ error: t.invalidEmail }, { status: 400 });
  }
  const language = products[id].firstAidLanguage;
  const session = checkoutSession({
    product: id,
    locale,
    email,
    name: name || undefined,
    clientReferenceId: language ? nextFirstAidDate(language) : null,
  });
  const body = JSON.stringify(event("checkout.session.completed", session));
  const response = await fetch(`${env().PUBLIC_URL}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signTestPayload(body, webhookSecret) },
    body,
  });
  if (!response.ok) return data({ error: t.failed }, { status: 502 });
  return redirect(`${localizePath("/welcome", locale)}?session_id=${encodeURIComponent(session.id)}`);
}

export const meta = pageMeta("checkout");

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().checkout;
  const locale = useLocale();
  const navigation = useNavigation();
  const product = products[loaderData.productId];
  return (
    <section className="container form-page checkout">
      <h1>{t.heading}</h1>
      <p className="notice">{t.demo}</p>
      <dl className="checkout-summary">
        <dt>{t.product}</dt>
        <dd>{product.name[locale]}</dd>
        <dt>{t.price}</dt>
        <dd>{formatMoney(product.priceCents, locale)}</dd>
      </dl>
      {actionData?.error ? (
        <p className="notification notification-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="stack-form">
        <label>
          {t.email}
          <input type="email" name="email" autoComplete="email" required defaultValue={loaderData.email} />
        </label>
        <label>
          {t.name}
          <input type="text" name="name" autoComplete="name" maxLength={120} />
        </label>
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          {t.pay} {formatMoney(product.priceCents, locale)}
        </button>
      </Form>
    </section>
  );
}
