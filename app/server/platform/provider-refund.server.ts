import type Stripe from "stripe";
import { env } from "./env.server";

// A card payment is paid back where it was paid: the provider's refund API (POST /v1/refunds,
// `stripe.refunds.create`), before the school records the refund. The idempotency key makes a
// form sent twice one refund at the provider too (Stripe keeps a key 24 hours). With no provider
// configured (the simulated checkout), a local stand-in answers as the provider does.

export type ProviderRefundAnswer =
  | { ok: true; refundId: string }
  /** The provider refused (already refunded, more than remains, a disputed charge…): nothing moved. */
  | { ok: false; code: string };

export type RefundProvider = (input: {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
}) => Promise<ProviderRefundAnswer>;

/** The provider's refund through its API; `client` may point elsewhere (its host/port options). */
export function stripeRefundProvider(client: Stripe): RefundProvider {
  return async ({ paymentIntentId, amountCents, idempotencyKey }) => {
    try {
      const refund = await client.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer" },
        { idempotencyKey },
      );
      if (refund.status === "failed" || refund.status === "canceled")
        return { ok: false, code: `refund_${refund.status}` };
      return { ok: true, refundId: refund.id };
    } catch (error) {
      // A refusal is the provider's answer (4xx); anything else (network, 5xx) is not a refusal
      // and is thrown: the staff member sees an error and nothing is recorded.
      const { errors } = (await import("stripe")).default;
      if (error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeCardError)
        return { ok: false, code: error.code ?? "refused" };
      throw error;
    }
  };
}

/** A payment of the simulated checkout that the stand-in refuses to refund (for tests and a local try). */
export const SIMULATED_REFUSAL_MARKER = "refuse_refund";

/**
 * The stand-in of the simulated checkout: refunds every simulated payment, except one whose id
 * carries SIMULATED_REFUSAL_MARKER, which it refuses as the provider refuses a charge that cannot
 * be refunded. Repeats of one idempotency key answer the first answer, as the provider does.
 */
export function simulatedRefundProvider(): RefundProvider {
  const answers = new Map<string, ProviderRefundAnswer>();
  return async ({ paymentIntentId, idempotencyKey }) => {
    const earlier = answers.get(idempotencyKey);
    if (earlier) return earlier;
    const answer: ProviderRefundAnswer = paymentIntentId.includes(SIMULATED_REFUSAL_MARKER)
      ? { ok: false, code: "charge_already_refunded" }
      : { ok: true, refundId: `re_simulated_${answers.size + 1}` };
    answers.set(idempotencyKey, answer);
    return answer;
  };
}

let configured: RefundProvider | null = null;

/** The site's refund provider: the real API with STRIPE_SECRET_KEY, else the simulated stand-in. */
export function refundProvider(): RefundProvider {
  if (configured) return configured;
  const key = env().STRIPE_SECRET_KEY;
  configured = key ? stripeRefundProviderFor(key) : simulatedRefundProvider();
  return configured;
}

/** The real API, its library loaded with the first refund (decision 081), then kept. */
function stripeRefundProviderFor(key: string): RefundProvider {
  let provider: Promise<RefundProvider> | null = null;
  return async (input) => {
    provider ??= import("stripe").then(({ default: Client }) =>
      stripeRefundProvider(new Client(key, { maxNetworkRetries: 2 })),
    );
    return (await provider)(input);
  };
}
