import { createHmac } from "node:crypto";
import type Stripe from "stripe";

// The provider's signature scheme, and what we add around it: a timestamp
// from the future is refused like a stale one, and an event of the wrong mode (a test event at a
// live site, or the reverse) is refused before anything is written.

/** Signatures older than this are refused (Stripe's default tolerance); newer ones too. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// The Stripe client is only used offline here (signature checks); no API key is needed for that.
// Loaded with the first event: the library holds some 6 MB of a server's heap that a site without
// payments yet never needs (decision 081).
let offlineClient: Promise<Stripe> | null = null;
function stripe(): Promise<Stripe> {
  offlineClient ??= import("stripe").then(
    ({ default: Client }) => new Client("sk_offline_signature_checks_only"),
  );
  return offlineClient;
}

export type VerifiedEvent = { ok: true; event: unknown } | { ok: false; problem: string };

/** The `t=` of a Stripe-Signature header, in seconds. */
function signedAt(signature: string): number | null {
  const value = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1];
  return value ? Number(value) : null;
}

/**
 * The event, if the signature over the raw body is valid, made within the tolerance (in either
 * direction) and of the expected mode. The event's content is not trusted beyond that: its shape
 * is checked by webhook-payload.server.ts.
 */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
  { livemode = false, now = Date.now() }: { livemode?: boolean; now?: number } = {},
): Promise<VerifiedEvent> {
  if (!signature) return { ok: false, problem: "invalid signature" };
  let event: unknown;
  try {
    event = await (
      await stripe()
    ).webhooks.constructEventAsync(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    return { ok: false, problem: "invalid signature" };
  }
  // Stripe's check only refuses old timestamps; one from the future could be replayed for long.
  const at = signedAt(signature);
  if (at === null || at * 1000 > now + SIGNATURE_TOLERANCE_SECONDS * 1000) {
    return { ok: false, problem: "invalid signature" };
  }
  if ((event as { livemode?: unknown } | null)?.livemode !== livemode) {
    return { ok: false, problem: `livemode must be ${livemode}` };
  }
  return { ok: true, event };
}

/**
 * A Stripe-Signature header for a payload, as the provider signs its events: `t=<seconds>` and
 * `v1=` the hex HMAC-SHA256 of "<seconds>.<payload>" under the endpoint's secret (what the
 * library's generateTestHeaderString writes, without loading the library).
 */
export function signTestPayload(payload: string, secret: string, timestamp?: number): string {
  const at = timestamp ?? Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${at}.${payload}`, "utf8").digest("hex");
  return `t=${at},v1=${signature}`;
}
