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
 * A gross amount in cents split into net and VAT, per purchase: net = round(gross / 1.19), VAT =
 * gross − net. VAT is the difference, never rounded on its own, so net + VAT = gross for every
 * purchase and the sums of a month agree to the cent. Integer arithmetic: gross × 100 / 119 is never
 * exactly half a cent (119 is odd), so the rounding has no ties to decide.
 */
export function splitGross(grossCents: number): VatSplit {
  const netCents = Math.round((grossCents * 100) / (100 + vatRatePercent));
  return { netCents, vatCents: grossCents - netCents, grossCents };
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

/**
 * The split of a part taken from a gross amount (a refund of part of an invoice): its net is what
 * the rest's net falls by, so the parts taken one after another add up to the whole's split to the
 * cent, net and VAT alike, where splitting each part on its own could be a cent off in the sum.
 */
export function splitPartOf(wholeGrossCents: number, partGrossCents: number): VatSplit {
  const netCents =
    splitGross(wholeGrossCents).netCents - splitGross(wholeGrossCents - partGrossCents).netCents;
  return { netCents, vatCents: partGrossCents - netCents, grossCents: partGrossCents };
}
