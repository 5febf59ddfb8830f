import { invoicePartsOf, type ProductId, products, serviceTiming } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { shareOut, splitByRate, sumSplits, type VatSplit, vatRates } from "~/content/vat";
import type { InvoiceLine, ServiceStatus } from "../platform/schema.server";

// What a document's lines and its date of service are (§ 14 (4) Nr. 6–8 UStG). A product bundling
// two services is invoiced as two lines, each at its own rate from the catalog; the totals are the
// per-rate split of the lines (splitByRate), the same figures the accountant's files book.

interface WithLines {
  lines: InvoiceLine[] | null;
  productId: string;
  grossCents: number;
  vatRatePercent: number;
}

/** A document's lines; one from before lines were stored is one line of its product. */
export function documentLines(document: WithLines): InvoiceLine[] {
  return (
    document.lines ?? [
      { part: document.productId, grossCents: document.grossCents, vatRatePercent: document.vatRatePercent },
    ]
  );
}

/**
 * The lines of a product sold for `grossCents`: its catalog parts, and when the amount paid is not
 * the catalog's (a price agreed by staff) the amount shared out over the parts in proportion to
 * their prices, so the lines add up to what was paid.
 */
export function invoiceLinesFor(productId: ProductId, grossCents: number): InvoiceLine[] {
  // A product no longer in the catalog is invoiced as one line at the standard rate.
  const parts = products[productId]
    ? invoicePartsOf(productId)
    : [{ part: productId, priceCents: 1, vatRatePercent: vatRates.standard }];
  const shares = shareOut(
    grossCents,
    parts.map((part) => part.priceCents),
  );
  return parts.map((part, index) => ({
    part: part.part,
    grossCents: shares[index] ?? 0,
    vatRatePercent: part.vatRatePercent,
  }));
}

/**
 * The (negative) lines of a credit note over `grossCents` of an invoice: what remains of each line
 * after the earlier notes, shared out in proportion, so a note over all that remains takes each line
 * exactly to zero and the tax is corrected at each line's own rate (§ 17 (1) UStG).
 */
export function creditLinesFor(
  invoice: WithLines,
  earlierNotes: readonly WithLines[],
  grossCents: number,
): InvoiceLine[] {
  const lines = documentLines(invoice);
  const remaining = lines.map(
    (line, index) =>
      line.grossCents +
      earlierNotes.reduce((sum, note) => sum + (documentLines(note)[index]?.grossCents ?? 0), 0),
  );
  const shares = shareOut(grossCents, remaining);
  return lines.map((line, index) => ({ ...line, grossCents: 0 - (shares[index] ?? 0) }));
}

/** What remains of each line of an invoice after its credit notes (a reissue states these). */
export function remainingLines(invoice: WithLines, notes: readonly WithLines[]): InvoiceLine[] {
  return documentLines(invoice).map((line, index) => ({
    ...line,
    grossCents:
      line.grossCents + notes.reduce((sum, note) => sum + (documentLines(note)[index]?.grossCents ?? 0), 0),
  }));
}

/** A document's totals and its first line's rate, from its lines. */
export function totalsOf(lines: readonly InvoiceLine[]): VatSplit & { vatRatePercent: number } {
  return { ...sumSplits(splitByRate(lines)), vatRatePercent: lines[0]?.vatRatePercent ?? 0 };
}

/**
 * The date of service an invoice states and whether the service is rendered by then (§ 14 (4)
 * Nr. 6 UStG, § 31 (4) UStDV: the calendar day or period of the service): a first-aid course its
 * booked day and a driving lesson paid on its own the lesson's day (`bookedDay`), planned while
 * that day is after the invoice's (a lesson payment that names no lesson is a prepayment for the
 * lesson the office will assign); the online course the day it was
 * bought; a service paid ahead for days agreed later a prepayment (§ 13 (1) Nr. 1 a S. 4 UStG taxes
 * it when paid), with the purchase day kept in `serviceOn` as before.
 */
export function serviceOfInvoice(
  productId: ProductId,
  bookedDay: string | null,
  purchaseDay: IsoDate,
  issuedDay: IsoDate,
): { serviceOn: string; serviceStatus: ServiceStatus } {
  const timing = products[productId] ? serviceTiming(productId) : "at-payment";
  if ((timing === "course-date" || timing === "lesson-date") && bookedDay)
    return { serviceOn: bookedDay, serviceStatus: bookedDay > issuedDay ? "planned" : "rendered" };
  if (timing === "lesson-date") return { serviceOn: purchaseDay, serviceStatus: "prepaid" };
  if (timing === "prepaid") return { serviceOn: purchaseDay, serviceStatus: "prepaid" };
  return { serviceOn: purchaseDay, serviceStatus: "rendered" };
}
