import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { type ProductId, products } from "~/content/catalog";
import type { Locale } from "~/i18n/locale";
import { earlyStartField } from "./early-start.server";
import { healthConsentField } from "./health-consent.server";
import { signTestPayload } from "./webhook-signature.server";

// Real-shaped provider events for the simulated checkout and the tests: the same JSON the
// provider sends, signed with the same scheme.

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export interface CheckoutOptions {
  product: ProductId;
  locale?: Locale;
  email: string;
  name?: string;
  sessionId?: string;
  paymentIntent?: string;
  paid?: boolean;
  clientReferenceId?: string | null;
  created?: number;
  /** Eye-test products: whether the buyer chose the health-data consent (the required custom field). */
  healthDataConsent?: boolean;
  /** First-aid products: whether the buyer asked for the start within the withdrawal period (§ 356 (4) BGB). */
  earlyStart?: boolean;
  /** The name and address for the invoice, as a payment link with billing_address_collection reports them. */
  billing?: { name?: string | null; address?: BillingAddress | null; vatId?: string | null };
}

/** The provider's address object (customer_details.address). */
export interface BillingAddress {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export function checkoutSession(options: CheckoutOptions) {
  const locale = options.locale ?? "en";
  const product = products[options.product];
  return {
    id: options.sessionId ?? id("cs"),
    object: "checkout.session",
    amount_total: product.priceCents,
    currency: "eur",
    client_reference_id: options.clientReferenceId ?? null,
    created: options.created ?? Math.floor(Date.now() / 1000),
    custom_fields: [
      ...(product.eyeTest ? [healthConsentField(options.healthDataConsent ?? false)] : []),
      ...(options.earlyStart ? [earlyStartField(true)] : []),
    ],
    customer_details: {
      email: options.email,
      name: options.name ?? null,
      ...(options.billing
        ? {
            business_name: options.billing.name ?? null,
            address: options.billing.address ?? null,
            // A payment link with tax_id_collection: the VAT id a business buyer gave.
            tax_ids: options.billing.vatId ? [{ type: "eu_vat", value: options.billing.vatId }] : [],
          }
        : {}),
    },
    customer_email: null,
    locale,
    mode: "payment",
    payment_intent: options.paymentIntent ?? id("pi"),
    payment_link: product.paymentLinks[locale].id,
    payment_status: options.paid === false ? "unpaid" : "paid",
    status: "complete",
  };
}

export function event(type: string, object: Record<string, unknown>, eventId = id("evt")) {
  return {
    id: eventId,
    object: "event",
    api_version: "2025-01-27",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
  } as unknown as Stripe.Event;
}

export function charge(paymentIntent: string, amount: number, refunded: number) {
  return {
    id: id("ch"),
    object: "charge",
    amount,
    amount_refunded: refunded,
    refunded: refunded >= amount,
    payment_intent: paymentIntent,
  };
}

export function dispute(paymentIntent: string) {
  return { id: id("dp"), object: "dispute", payment_intent: paymentIntent, charge: id("ch") };
}

export function signedRequest(url: string, payload: unknown, secret: string, timestamp?: number): Request {
  const body = JSON.stringify(payload);
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signTestPayload(body, secret, timestamp),
    },
    body,
  });
}
