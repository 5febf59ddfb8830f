import { env } from "../env.server";
import { isLocalOrigin, localSecret } from "../local-secrets.server";

export interface PaymentsConfig {
  /** DESIGN §4: no provider secret configured → the local simulated checkout is used. */
  simulated: boolean;
  webhookSecret: string;
}

/**
 * Throws (and so stops the server at start) when the simulated checkout would run on a public
 * origin: a real deployment must configure the provider.
 */
export function paymentsConfig(): PaymentsConfig {
  const { STRIPE_WEBHOOK_SECRET, PUBLIC_URL } = env();
  if (STRIPE_WEBHOOK_SECRET) return { simulated: false, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!isLocalOrigin(PUBLIC_URL)) {
    throw new Error(
      `Simulated payments are refused for PUBLIC_URL ${PUBLIC_URL}: set STRIPE_WEBHOOK_SECRET (and STRIPE_SECRET_KEY) for a public site.`,
    );
  }
  return { simulated: true, webhookSecret: localSecret("simulated-webhook-secret", "whsec_local_") };
}
