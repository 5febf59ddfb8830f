import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { splitGross, sumSplits, type VatSplit } from "~/content/vat";
import type { Locale } from "~/i18n/locale";
import { type CsvCell, csvNumber } from "../csv.server";
import type { Database } from "../db.server";
import { type PurchaseStatus, purchases, users } from "../schema.server";

// The accountant's month: every purchase PAID in that month (the school's time zone),
// with net, VAT and gross from content/vat.ts. A purchase refunded or disputed later is still
// listed, with its current state, because its payment did arrive in that month; the refund itself
// is a later event the accountant books from the provider's payout report (docs/decisions/013).

/** "2026-11": a month as the export's picker sends it (checked by `isMonth` / the month form). */
export type Month = string;

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export interface MonthPurchase extends VatSplit {
  /** The day it was paid, in Europe/Berlin. */
  paidOn: string;
  productId: string;
  productName: string;
  customerName: string;
  customerEmail: string;
  status: PurchaseStatus;
  currency: string;
  /** The provider's references: checkout session and payment. */
  checkoutSessionId: string;
  paymentIntentId: string | null;
}

export interface MonthExport {
  month: Month;
  purchases: MonthPurchase[];
  /** All listed purchases, whatever their state now. */
  total: VatSplit;
  /** Only those still paid (not refunded or disputed since). */
  totalStillPaid: VatSplit;
}

const schoolTime = sql.raw("'Europe/Berlin'");

export async function purchasesPaidInMonth(db: Database, month: Month, locale: Locale): Promise<MonthExport> {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = `${month}-01`;
  const next =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  const paidLocal = sql`(${purchases.paidAt} at time zone ${schoolTime})`;
  const rows = await db
    .select({
      paidOn: sql<string>`to_char(${paidLocal}, 'YYYY-MM-DD')`,
      productId: purchases.productId,
      amountCents: purchases.amountCents,
      currency: purchases.currency,
      status: purchases.status,
      checkoutSessionId: purchases.checkoutSessionId,
      paymentIntentId: purchases.paymentIntentId,
      customerName: users.name,
      customerEmail: users.email,
    })
    .from(purchases)
    // A purchase paid without a usable e-mail has no customer, and is money all the same.
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        isNotNull(purchases.paidAt),
        sql`${paidLocal} >= ${first}::timestamp`,
        sql`${paidLocal} < ${next}::timestamp`,
      ),
    )
    .orderBy(asc(purchases.paidAt), asc(purchases.checkoutSessionId));
  const listed = rows.map((row): MonthPurchase => {
    const product = products[row.productId as ProductId];
    // A purchase without an amount (never seen from the provider) counts at the catalog price.
    const gross = row.amountCents ?? product?.priceCents ?? 0;
    return {
      ...splitGross(gross),
      paidOn: row.paidOn,
      productId: row.productId,
      productName: product?.name[locale] ?? row.productId,
      customerName: row.customerName ?? "",
      customerEmail: row.customerEmail ?? "",
      status: row.status,
      currency: (row.currency ?? "eur").toUpperCase(),
      checkoutSessionId: row.checkoutSessionId,
      paymentIntentId: row.paymentIntentId,
    };
  });
  return {
    month,
    purchases: listed,
    total: sumSplits(listed),
    totalStillPaid: sumSplits(listed.filter((p) => p.status === "paid")),
  };
}

/** Cents as the accountant's spreadsheet reads them: "126.05". */
export function decimalAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The column names and state names in the staff page's language. */
export interface MonthExportLabels {
  columns: {
    paidOn: string;
    product: string;
    net: string;
    vat: string;
    gross: string;
    currency: string;
    customer: string;
    email: string;
    state: string;
    checkoutSession: string;
    payment: string;
  };
  states: Record<PurchaseStatus, string>;
}

/**
 * The month as CSV rows (csv.server.ts writes the file). The three amounts are number cells: a
 * negative one ("-12.50") must reach the spreadsheet as a number, not as neutralised text.
 */
export function monthExportTable({ purchases: listed }: MonthExport, { columns, states }: MonthExportLabels) {
  const header = [
    columns.paidOn,
    columns.product,
    columns.net,
    columns.vat,
    columns.gross,
    columns.currency,
    columns.customer,
    columns.email,
    columns.state,
    columns.checkoutSession,
    columns.payment,
  ];
  const rows = listed.map((p): CsvCell[] => [
    p.paidOn,
    p.productName,
    csvNumber(decimalAmount(p.netCents)),
    csvNumber(decimalAmount(p.vatCents)),
    csvNumber(decimalAmount(p.grossCents)),
    p.currency,
    p.customerName,
    p.customerEmail,
    states[p.status],
    p.checkoutSessionId,
    p.paymentIntentId,
  ]);
  return { header, rows };
}
