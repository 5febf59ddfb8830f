// The school's bookkeeping facts for the DATEV export: the tax consultant's and the client's
// numbers at DATEV, the chart of accounts the consultant keeps the books in and the fiscal year.
// Only the consultant can give them, so they start unset (null) and the go-live guard names each
// one until it is filled in.
//
// Charts: SKR03 (most small firms' consultants use it) or SKR04; the export books to the accounts
// below of the chart set in `accounting.chart`. Revenue goes to the automatic
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

/**
 * The school's settings at DATEV, from its tax consultant. Null = not given yet: the go-live guard
 * refuses a public start while any is null (go-live.server.ts), and a local export uses the
 * neutral stand-ins of `localAccountingStandIns` so the file can still be tried.
 */
export interface AccountingSettings {
  /** Beraternummer: the tax consultant's number at DATEV (1001–9999999). */
  consultantNumber: number | null;
  /** Mandantennummer: the school's number at the consultant (1–99999). */
  clientNumber: number | null;
  /** The chart the consultant keeps the books in. */
  chart: ChartOfAccounts | null;
  /** The fiscal year starts on this day of every year ("MM-DD"; "01-01" for the calendar year). */
  fiscalYearStart: string | null;
  /** Sachkontenlänge: digits of a general-ledger account number (4 in both charts). */
  accountLength: number;
}

export const accounting: AccountingSettings = {
  consultantNumber: null,
  clientNumber: null,
  chart: null,
  fiscalYearStart: null,
  accountLength: 4,
};

/** What a local export writes while a setting is null: DATEV's lowest numbers, SKR03, calendar year. */
export const localAccountingStandIns = {
  consultantNumber: 1001,
  clientNumber: 1,
  chart: "SKR03" as ChartOfAccounts,
  fiscalYearStart: "01-01",
} as const;
