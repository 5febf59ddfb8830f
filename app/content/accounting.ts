// The school's bookkeeping facts for the DATEV export: the tax consultant's and the client's
// numbers at DATEV and the chart of accounts the consultant keeps the books in. The numbers below
// are neutral placeholders, like the rest of site.ts: the consultant gives the real ones.
//
// Charts: SKR03 is the default (most small firms' consultants use it); a consultant on SKR04 sets
// `chart: "SKR04"` and the export books to the SKR04 accounts below. Revenue goes to the automatic
// revenue account of 19 % VAT (DATEV derives the VAT from the account, so no tax key is written);
// the money side is the account the payment reached: card payments arrive through the provider's
// payouts (money in transit until the payout is booked from the bank statement), transfers on the
// bank account, cash in the till.

export type ChartOfAccounts = "SKR03" | "SKR04";

export interface ChartAccounts {
  /**
   * Revenue by VAT rate, automatic accounts: Erlöse 19 % USt, Erlöse 7 % USt, steuerfreie Umsätze.
   * The school sells at 19 % (vat.ts); the others are here so a document at another rate still
   * lands on the right account.
   */
  revenue: Record<19 | 7 | 0, string>;
  /** Geldtransit: card payments until the provider's payout reaches the bank. */
  card: string;
  /** Bank. */
  bankTransfer: string;
  /** Kasse. */
  cash: string;
}

export const chartAccounts: Record<ChartOfAccounts, ChartAccounts> = {
  SKR03: { revenue: { 19: "8400", 7: "8300", 0: "8100" }, card: "1360", bankTransfer: "1200", cash: "1000" },
  SKR04: { revenue: { 19: "4400", 7: "4300", 0: "4100" }, card: "1460", bankTransfer: "1800", cash: "1600" },
};

export const accounting = {
  /** Beraternummer: the tax consultant's number at DATEV (1001–9999999). */
  consultantNumber: 1001,
  /** Mandantennummer: the school's number at the consultant (1–99999). */
  clientNumber: 1,
  chart: "SKR03" as ChartOfAccounts,
  /** The fiscal year starts on this day of every year ("MM-DD"); the calendar year by default. */
  fiscalYearStart: "01-01",
  /** Sachkontenlänge: digits of a general-ledger account number. */
  accountLength: 4,
};
