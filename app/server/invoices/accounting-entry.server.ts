import type { ProductId } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import type { Database } from "../db.server";
import type { Month } from "../exports/purchase-month.server";
import type { CreditNoteReason } from "../schema.server";

// What the accountant's month is made of: one entry per invoice and per credit note issued in the
// month (Frankfurt time). Invoices are positive, credit notes negative, so a refund lands in the
// month it happened and the rows of an earlier month never change. The invoices module produces
// these entries; the export formats (German CSV, DATEV) only read them.

/** How the money came: the provider's card payment, a bank transfer or cash recorded by staff. */
export type AccountingPaymentMethod = "card" | "bank-transfer" | "cash";

export interface AccountingEntry {
  kind: "invoice" | "credit-note";
  /** The document's number from the yearly series, e.g. "2026-00017". */
  documentNumber: string;
  /** Credit notes: why it was issued (its title); null for invoices. */
  creditReason: CreditNoteReason | null;
  /** Credit notes: the number of the invoice they correct; null for invoices. */
  correctsNumber: string | null;
  /** The document's date, a calendar day in Frankfurt. */
  issuedOn: IsoDate;
  /** When the service was rendered: the course date for a first-aid booking, else the purchase day. */
  serviceOn: IsoDate;
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
