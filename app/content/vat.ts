// VAT, stated once. Every price in the catalog is gross (the pages say "All prices
// include VAT"); the school's services are sold at the German standard rate, § 12 (1) UStG: 19 %.
// The accountant's month export and the staff dashboard split gross amounts with `splitGross`.

export const vatRatePercent = 19;

export interface VatSplit {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * The VAT contained in a gross amount in cents at a rate: gross × rate / (100 + rate), rounded
 * once, half up (§ 12 (1) UStG rate; German practice rounds the tax amount commercially, to the
 * nearest cent, half up). Integer arithmetic, no floating point. The one computation behind every
 * document's VAT: invoices, credit notes, the accountant's CSV (which shows the document's figure)
 * and the DATEV booking (whose automatic revenue account derives the VAT from the gross the same
 * way), so all of them agree to the cent. A negative amount gives the negative of its positive's VAT.
 */
export function vatInGross(grossCents: number, ratePercent: number): number {
  if (!Number.isInteger(grossCents) || !Number.isInteger(ratePercent) || ratePercent < 0)
    throw new RangeError(`VAT of ${grossCents} cents at ${ratePercent} %`);
  if (grossCents < 0) return -vatInGross(-grossCents, ratePercent);
  const divisor = 100 + ratePercent;
  return Math.floor((2 * grossCents * ratePercent + divisor) / (2 * divisor));
}

/** A gross amount split into net and VAT at a rate: VAT by vatInGross, net the rest, so net + VAT = gross. */
export function splitGrossAt(grossCents: number, ratePercent: number): VatSplit {
  const vatCents = vatInGross(grossCents, ratePercent);
  return { netCents: grossCents - vatCents, vatCents, grossCents };
}

/** A gross amount split at the school's rate. */
export function splitGross(grossCents: number): VatSplit {
  return splitGrossAt(grossCents, vatRatePercent);
}

/** Splits summed: what a list of purchases adds up to. */
export function sumSplits(splits: readonly VatSplit[]): VatSplit {
  return splits.reduce(
    (sum, s) => ({
      netCents: sum.netCents + s.netCents,
      vatCents: sum.vatCents + s.vatCents,
      grossCents: sum.grossCents + s.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}
