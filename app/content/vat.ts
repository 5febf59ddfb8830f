// VAT, stated once. Every price in the catalog is gross (the pages say "All prices
// include VAT"); the school's services are sold at the German standard rate, § 12 (1) UStG: 19 %.
// The accountant's month export and the staff dashboard split gross amounts with `splitGross`.

export const vatRatePercent = 19;

/** What an invoice line is taxed as; each class has its rate below. */
export type VatClass = "standard" | "first-aid-course";

/**
 * The rate of each class of service, the one place a ruling changes it. The first-aid course may
 * be exempt: § 4 Nr. 21 a) bb) UStG exempts teaching that prepares for an exam before a public
 * body when the Land's authority certifies it, and first aid is required for the licence
 * (§ 19 FeV). Until the school's tax adviser rules on it (the README's go-live list asks), the
 * course is taxed at the standard rate; an exempt ruling sets it to 0 here and nothing else
 * changes. The eye test (§ 12 FeV) is no treatment of an illness (§ 4 Nr. 14 UStG exempts only
 * those), so it is taxed at the standard rate.
 */
export const vatRates: Record<VatClass, 19 | 7 | 0> = {
  standard: vatRatePercent,
  "first-aid-course": vatRatePercent,
};

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
  // 0 − x, not −x: the VAT of a zero amount is 0, never −0.
  if (grossCents < 0) return 0 - vatInGross(-grossCents, ratePercent);
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

/** One rate's share of a document: § 14 (4) Nr. 7, 8 UStG ask for the net and the tax per rate. */
export interface VatRateSplit extends VatSplit {
  ratePercent: number;
}

/**
 * Lines' gross amounts grouped by rate, each rate's VAT by vatInGross on its group's gross (the tax
 * of the consideration at that rate, rounded once): the breakdown an invoice prints, and the rows
 * the accountant's CSV and DATEV book, so all three agree to the cent. Highest rate first.
 */
export function splitByRate(
  lines: readonly { grossCents: number; vatRatePercent: number }[],
): VatRateSplit[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines)
    grossByRate.set(line.vatRatePercent, (grossByRate.get(line.vatRatePercent) ?? 0) + line.grossCents);
  // A rate whose lines come to nothing (a cent refunded over two lines) has no tax to state and
  // no booking: DATEV refuses a zero amount.
  const rates = [...grossByRate.entries()].filter(([, gross]) => gross !== 0);
  return (rates.length > 0 ? rates : [...grossByRate.entries()].slice(0, 1))
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, grossCents]) => ({ ratePercent, ...splitGrossAt(grossCents, ratePercent) }));
}

/**
 * `totalCents` shared out in proportion to `weights` (non-negative, not all zero), the largest
 * remainders getting the leftover cents, so the shares add up to the total exactly. Used to split a
 * price paid other than the catalog's, or a partial refund, over an invoice's lines.
 */
export function shareOut(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!Number.isInteger(totalCents) || sum <= 0) throw new RangeError(`share of ${totalCents} over ${sum}`);
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => sign * share);
}
