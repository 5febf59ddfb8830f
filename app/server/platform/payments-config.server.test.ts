import { describe, expect, it } from "vitest";
import { providerConfig } from "./payments-config.server";

// STRIPE_SECRET_KEY is used: its mode (live or test) is the webhook's.
describe("providerConfig", () => {
  it("is null (simulated checkout) when neither provider setting is given", () => {
    expect(providerConfig({})).toBeNull();
  });

  it("takes the mode from the secret key", () => {
    expect(providerConfig({ STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_SECRET_KEY: "sk_live_1" })).toEqual({
      webhookSecret: "whsec_1",
      livemode: true,
    });
    expect(
      providerConfig({ STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_SECRET_KEY: "rk_test_1" })?.livemode,
    ).toBe(false);
  });

  it("refuses one setting without the other, naming the missing one", () => {
    expect(() => providerConfig({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(
      /STRIPE_SECRET_KEY is missing/,
    );
    expect(() => providerConfig({ STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET is missing/,
    );
  });
});
