import type { Product } from "~/content/catalog";
import { type Env, env } from "./env.server";
import { billingAddressCollection } from "../invoices/recipient-address.server";
import { isLocalOrigin, localSecret } from "./local-secrets.server";

export interface PaymentsConfig {
  /** No provider secret configured → the local simulated checkout is used. */
  simulated: boolean;
  webhookSecret: string;
  /**
   * The provider account's mode, from STRIPE_SECRET_KEY (sk_live_… / sk_test_…): the webhook
   * accepts only events of this mode. The simulated checkout is test mode.
   */
  livemode: boolean;
}

/** Throws when the provider settings are incomplete; null when the checkout is simulated. */
export function providerConfig(
  settings: Pick<Env, "STRIPE_WEBHOOK_SECRET" | "STRIPE_SECRET_KEY">,
): Omit<PaymentsConfig, "simulated"> | null {
  const { STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY } = settings;
  if (!STRIPE_WEBHOOK_SECRET && !STRIPE_SECRET_KEY) return null;
  if (!STRIPE_WEBHOOK_SECRET || !STRIPE_SECRET_KEY) {
    // The key is what tells live from test events, so one without the other is a
    // mistake, reported at start rather than as refused payments later.
    throw new Error(
      `Set both STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY (${STRIPE_WEBHOOK_SECRET ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET"} is missing): the webhook checks events with the first and takes their mode (live or test) from the second.`,
    );
  }
  return { webhookSecret: STRIPE_WEBHOOK_SECRET, livemode: /^(sk|rk)_live_/.test(STRIPE_SECRET_KEY) };
}

/**
 * Throws (and so stops the server at start) when the simulated checkout would run on a public
 * origin: a real deployment must configure the provider.
 */
export function paymentsConfig(): PaymentsConfig {
  const settings = env();
  const provider = providerConfig(settings);
  if (provider) return { simulated: false, ...provider };
  if (!isLocalOrigin(settings.PUBLIC_URL)) {
    throw new Error(
      `Simulated payments are refused for PUBLIC_URL ${settings.PUBLIC_URL}: set STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY for a public site.`,
    );
  }
  return {
    simulated: true,
    webhookSecret: localSecret("simulated-webhook-secret", "whsec_local_"),
    livemode: false,
  };
}

/**
 * What a product's payment link must be set to collect for the invoice (§ 14 (4) Nr. 1 UStG: the
 * recipient's name and address; § 33 UStDV spares it up to €250 gross only):
 * `billing_address_collection` "auto" asks for the address where the card needs it and lets the
 * buyer add one, with a business name; "required" always asks, for every product above €250. The
 * webhook reads `customer_details.business_name` and `.address`; the simulated checkout offers the
 * same fields, required when this says "required".
 */
export function paymentLinkCollection(product: Pick<Product, "priceCents">): {
  billing_address_collection: "auto" | "required";
} {
  return { billing_address_collection: billingAddressCollection(product) };
}
