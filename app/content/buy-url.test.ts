import { describe, expect, it } from "vitest";
import { buyUrl } from "./buy-url";
import { products } from "./catalog";

// Every buy button's URL.
describe("buyUrl with a payment provider (Stripe Payment Links)", () => {
  const real = { simulated: false };

  it("is the product's payment link of the page language with locale=en|es", () => {
    const en = new URL(buyUrl("examiner-course", "en", real));
    expect(`${en.origin}${en.pathname}`).toBe(products["examiner-course"].paymentLinks.en.url);
    expect([...en.searchParams]).toEqual([["locale", "en"]]);
    const es = new URL(buyUrl("examiner-course", "es", real));
    expect(`${es.origin}${es.pathname}`).toBe(products["examiner-course"].paymentLinks.es.url);
    expect([...es.searchParams]).toEqual([["locale", "es"]]);
  });

  it("prefills the e-mail only for a logged-in customer, URL-encoded", () => {
    expect(buyUrl("conversion-assistance", "en", { ...real, email: null })).not.toContain("prefilled_email");
    expect(buyUrl("conversion-assistance", "en", { ...real, email: "" })).not.toContain("prefilled_email");
    const url = buyUrl("conversion-assistance", "es", { ...real, email: "ana+test@example.com" });
    expect(url).toContain("prefilled_email=ana%2Btest%40example.com");
    expect(new URL(url).searchParams.get("prefilled_email")).toBe("ana+test@example.com");
  });

  it("carries a first-aid course date as client_reference_id", () => {
    const url = new URL(buyUrl("first-aid-es-eye-test", "en", { ...real, courseDate: "2027-01-02" }));
    expect(`${url.origin}${url.pathname}`).toBe(products["first-aid-es-eye-test"].paymentLinks.en.url);
    expect(url.searchParams.get("client_reference_id")).toBe("2027-01-02");
    expect(url.searchParams.get("locale")).toBe("en");
  });

  it("adds no course date to a product that has none", () => {
    expect(buyUrl("first-aid-en", "en", real)).not.toContain("client_reference_id");
    expect(buyUrl("weekly-classes", "en", { ...real, courseDate: "2027-01-16" })).not.toContain(
      "client_reference_id",
    );
  });
});

describe("buyUrl in the simulated checkout", () => {
  const simulated = { simulated: true };

  it("leads to /checkout or /es/checkout with the product", () => {
    expect(buyUrl("hip-5-days", "en", simulated)).toBe("/checkout?product=hip-5-days");
    expect(buyUrl("hip-5-days", "es", simulated)).toBe("/es/checkout?product=hip-5-days");
  });

  it("passes the e-mail and the course date along", () => {
    const url = new URL(
      buyUrl("first-aid-en", "es", { ...simulated, email: "a@example.com", courseDate: "2027-01-16" }),
      "http://localhost",
    );
    expect(url.pathname).toBe("/es/checkout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product: "first-aid-en",
      email: "a@example.com",
      client_reference_id: "2027-01-16",
    });
  });
});
