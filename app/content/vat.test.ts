import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoicePartsOf, productIds, products } from "./catalog";
import { shareOut, splitByRate, splitGross, sumSplits, vatRatePercent } from "./vat";

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

describe("invoice parts and shares", () => {
  it("invoices a course sold with the eye test as two parts at their catalog prices, adding up to the product", () => {
    for (const id of productIds) {
      const parts = invoicePartsOf(id);
      expect(parts.reduce((sum, part) => sum + part.priceCents, 0)).toBe(products[id].priceCents);
      expect(parts).toHaveLength(products[id].eyeTest ? 2 : 1);
    }
    expect(invoicePartsOf("first-aid-es-eye-test").map((part) => part.part)).toEqual([
      "first-aid-es",
      "eye-test",
    ]);
  });

  it("shares any amount out over weights to the cent, and splits by rate with each rate's VAT rounded once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          // A line worth nothing gets nothing.
          expect(shares.filter((_, i) => weights[i] === 0).every((share) => share === 0)).toBe(true);
        },
      ),
    );
    expect(
      splitByRate([
        { grossCents: 6850, vatRatePercent: 19 },
        { grossCents: 650, vatRatePercent: 19 },
      ]),
    ).toEqual([{ ratePercent: 19, netCents: 6303, vatCents: 1197, grossCents: 7500 }]);
  });
});
