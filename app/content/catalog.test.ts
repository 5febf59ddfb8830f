import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { firstAidPrices, productByPaymentLinkId, products, testingBodyFees } from "./catalog";

describe("catalog (the prices we decided on)", () => {
  it("holds the decided prices in cents", () => {
    expect(products["conversion-assistance"].priceCents).toBe(15000);
    expect(products["examiner-course"].priceCents).toBe(5000);
    expect(products["hip-1-day"].priceCents).toBe(79200);
    expect(products["hip-5-days"].priceCents).toBe(396000);
    expect(products["hip-10-days"].priceCents).toBe(792000);
    expect(testingBodyFees).toEqual({ theory: 2499, practical: 12938 });
    expect(products["first-aid-es-eye-test"].priceCents).toBe(firstAidPrices.course + firstAidPrices.eyeTest);
    expect(products["first-aid-en"].priceCents).toBe(6850);
  });

  it("gives every product a payment link per language, each link id unique", () => {
    const ids = Object.values(products).flatMap((p) => locales.map((locale) => p.paymentLinks[locale].id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of Object.values(products)) {
      for (const locale of locales) {
        expect(p.paymentLinks[locale].url).toMatch(/^https:\/\//);
        expect(productByPaymentLinkId(p.paymentLinks[locale].id)?.id).toBe(p.id);
        expect(p.name[locale].length).toBeGreaterThan(0);
      }
    }
    expect(productByPaymentLinkId("plink_unknown")).toBeUndefined();
  });

  it("keys each product by its own id", () => {
    for (const [key, p] of Object.entries(products)) expect(p.id).toBe(key);
  });
});
