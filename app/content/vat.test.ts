import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { products } from "./catalog";
import { splitGross, sumSplits, vatRatePercent } from "./vat";

describe("VAT (19 %)", () => {
  it("splits the catalog's prices into net and VAT that add up to the gross", () => {
    expect(vatRatePercent).toBe(19);
    expect(splitGross(15000)).toEqual({ netCents: 12605, vatCents: 2395, grossCents: 15000 });
    expect(splitGross(7500)).toEqual({ netCents: 6303, vatCents: 1197, grossCents: 7500 });
    expect(splitGross(0)).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
    for (const product of Object.values(products)) {
      const { netCents, vatCents } = splitGross(product.priceCents);
      expect(netCents + vatCents).toBe(product.priceCents);
      expect(Math.abs(netCents * 1.19 - product.priceCents)).toBeLessThan(1);
    }
  });

  it("keeps net + VAT = gross for any amounts, one by one and summed", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (amounts) => {
        const splits = amounts.map(splitGross);
        const sum = sumSplits(splits);
        expect(sum.netCents + sum.vatCents).toBe(sum.grossCents);
        expect(sum.grossCents).toBe(amounts.reduce((a, b) => a + b, 0));
        for (const s of splits) expect(Math.abs(s.netCents - s.grossCents / 1.19)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
