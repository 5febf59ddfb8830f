import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signTestPayload, verifyStripeEvent } from "./webhook-signature.server";

// The header is written without the provider's library (loaded only with the first event), so it
// must stay byte for byte what the library writes, and pass the library's own check.

const secret = "whsec_signature_test_secret";
const payload = JSON.stringify({ id: "evt_1", object: "event", livemode: false, type: "ping" });

describe("webhook signatures", () => {
  it("signs a payload exactly as the provider's library does", () => {
    const library = new Stripe("sk_offline_signature_checks_only");
    for (const timestamp of [1_700_000_000, 1_800_000_123]) {
      expect(signTestPayload(payload, secret, timestamp)).toBe(
        library.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
      );
    }
  });

  it("accepts its own signature and refuses another secret's", async () => {
    const header = signTestPayload(payload, secret);
    expect(await verifyStripeEvent(payload, header, secret)).toMatchObject({ ok: true });
    expect(await verifyStripeEvent(payload, header, "whsec_another_secret")).toEqual({
      ok: false,
      problem: "invalid signature",
    });
  });
});
