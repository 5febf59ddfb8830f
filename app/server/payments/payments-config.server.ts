import { env } from "../env.server";
import { isLocalOrigin, localSecret } from "../local-secrets.server";

export interface PaymentsConfig {
  /** DESIGN §4: no provider secret configured → the local simulated checkout is used. */
  simulated: boolean;
  webhookSecret: string;
  /**
   * The mode of the events the webhook accepts (issue 11 §9): that of the configured secret key
   * (sk_live_… or sk_test_…); a provider configured without a key is a real site, so live; the
   * simulated checkout sends test events.
   */
  livemode: boolean;
}

/**
 * Throws (and so stops the server at start) when the simulated checkout would run on a public
 * origin: a real deployment must configure the provider.
 */
export function paymentsConfig(): PaymentsConfig {
  const { STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY, PUBLIC_URL } = env();
  if (STRIPE_WEBHOOK_SECRET) {
    const livemode = STRIPE_SECRET_KEY ? STRIPE_SECRET_KEY.startsWith("sk_live_") : true;
    return { simulated: false, webhookSecret: STRIPE_WEBHOOK_SECRET, livemode };
  }
  if (!isLocalOrigin(PUBLIC_URL)) {
    throw new Error(
      `Simulated payments are refused for PUBLIC_URL ${PUBLIC_URL}: set STRIPE_WEBHOOK_SECRET (and STRIPE_SECRET_KEY) for a public site.`,
    );
  }
  return {
    simulated: true,
    webhookSecret: localSecret("simulated-webhook-secret", "whsec_local_"),
    livemode: false,
  };
}
