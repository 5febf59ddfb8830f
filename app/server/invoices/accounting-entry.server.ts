import type { ProductId } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import type { Month } from "./purchase-month.server";
import type { AccountingCorrectionKind, CreditNoteReason, ServiceStatus } from "../platform/schema.server";

// What the accountant's month is made of: one entry per invoice and per credit note issued in the
// month (Frankfurt time), one entry per VAT rate of the document (§ 14 (4) Nr. 7, 8 UStG: the
// consideration and the tax per rate, each booked to its rate's revenue account). Invoices are positive, credit notes negative, so a refund lands in the
// month it happened and the rows of an earlier month never change. The invoices module produces
// these entries; the export formats (German CSV, DATEV) only read them.

/** How the money came: the provider's card payment, a bank transfer or cash recorded by staff. */
export type AccountingPaymentMethod = "card" | "bank-transfer" | "cash";

export interface AccountingEntry {
  /** A correction is money that went back without a credit note (accounting-corrections.server.ts). */
  kind: "invoice" | "credit-note" | "correction";
  /** The document's number from the yearly series, e.g. "2026-00017"; a correction's own "K-…". */
  documentNumber: string;
  /** Corrections: what happened (a refund without invoice, a lost dispute); absent otherwise. */
  correctionKind?: AccountingCorrectionKind;
  /** Credit notes: why it was issued (its title); null for invoices. */
  creditReason: CreditNoteReason | null;
  /** Credit notes: the number of the invoice they correct; null for invoices. */
  correctsNumber: string | null;
  /** The document's date, a calendar day in Frankfurt. */
  issuedOn: IsoDate;
  /**
   * The date of service the document states (§ 14 (4) Nr. 6 UStG): the course date of a first-aid
   * booking (planned while ahead), the purchase day of the online course; null for a prepayment of
   * a service not yet rendered, which states no day.
   */
  serviceOn: IsoDate | null;
  serviceStatus: ServiceStatus;
  /**
   * The day the VAT belongs to (§ 13 (1) Nr. 1 a UStG: a prepayment is taxed when received): the
   * payment day of an invoice issued later than its payment, else the document's date. Its month is
   * the tax period the accountant books the row to.
   */
  taxPeriodOn: IsoDate;
  customerName: string;
  productId: ProductId;
  /** Cents, signed: negative on credit notes. net + vat = gross. */
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRatePercent: number;
  paymentMethod: AccountingPaymentMethod;
  /** A bank transfer's reference or a receipt number; null for card payments. */
  paymentReference: string | null;
  /** The provider's payment id (card payments); null otherwise. */
  providerPaymentId: string | null;
  purchaseId: string;
}

/** The entries of a month, oldest first (by document date, then number). */
export type AccountingMonth = (db: Database, month: Month) => Promise<AccountingEntry[]>;
