import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductId } from "~/content/catalog";
import { schoolTimeZone } from "~/i18n/format";
import type { Database } from "../platform/db.server";
import { type Month, nextMonth } from "./purchase-month.server";
import { accountingCorrections, invoiceDocuments } from "../platform/schema.server";
import { splitByRate } from "~/content/vat";
import type { IsoDate } from "~/content/schedule";
import type { AccountingEntry, AccountingMonth } from "./accounting-entry.server";
import { documentLines } from "./invoice-lines.server";

// The accountant's month read from the documents themselves: every invoice and credit note issued
// in the month in Frankfurt. Documents are written once, so asking again for a month already sent
// gives the same rows; a refund is a credit note issued later, a row of its own month.

const corrected = alias(invoiceDocuments, "corrected");

export const accountingEntriesOfMonth: AccountingMonth = async (db: Database, month: Month) => {
  const zone = sql.raw(`'${schoolTimeZone}'`);
  const issuedLocal = sql`(${invoiceDocuments.issuedAt} at time zone ${zone})`;
  const rows = await db
    .select({
      kind: invoiceDocuments.kind,
      documentNumber: invoiceDocuments.number,
      creditReason: invoiceDocuments.creditReason,
      correctsNumber: corrected.number,
      issuedOn: sql<string>`to_char(${issuedLocal}, 'YYYY-MM-DD')`,
      serviceOn: invoiceDocuments.serviceOn,
      serviceStatus: invoiceDocuments.serviceStatus,
      paidOn: invoiceDocuments.paidOn,
      lines: invoiceDocuments.lines,
      customerName: invoiceDocuments.customerName,
      productId: invoiceDocuments.productId,
      netCents: invoiceDocuments.netCents,
      vatCents: invoiceDocuments.vatCents,
      grossCents: invoiceDocuments.grossCents,
      vatRatePercent: invoiceDocuments.vatRatePercent,
      paymentMethod: invoiceDocuments.paymentMethod,
      paymentReference: invoiceDocuments.paymentReference,
      providerPaymentId: invoiceDocuments.providerPaymentId,
      purchaseId: invoiceDocuments.purchaseId,
    })
    .from(invoiceDocuments)
    .leftJoin(corrected, eq(corrected.id, invoiceDocuments.correctsId))
    .where(
      and(
        sql`${issuedLocal} >= ${`${month}-01`}::timestamp`,
        sql`${issuedLocal} < ${`${nextMonth(month)}-01`}::timestamp`,
      ),
    )
    // Numbers of one year sort as text ("2026-00009" < "2026-00010"); the day comes first so a
    // series that turns over at New Year still reads in date order.
    .orderBy(sql`${issuedLocal}::date`, asc(invoiceDocuments.year), asc(invoiceDocuments.sequence));
  const documents = rows.flatMap(({ lines, paidOn, serviceStatus, serviceOn, ...row }) =>
    // One entry per rate of the document, highest first; a one-rate document is one entry.
    splitByRate(documentLines({ ...row, lines })).map((split): AccountingEntry => ({
      ...row,
      customerName: row.customerName ?? "",
      productId: row.productId as ProductId,
      issuedOn: row.issuedOn as IsoDate,
      serviceStatus: serviceStatus ?? "rendered",
      serviceOn: serviceStatus === "prepaid" ? null : (serviceOn as IsoDate),
      // An invoice issued after its payment (a missing invoice issued later) belongs to the
      // period of the payment; its row stays in the month it was issued, so a month already
      // sent never changes, and says which period it is booked to.
      taxPeriodOn:
        row.kind === "invoice" && paidOn && paidOn < row.issuedOn
          ? (paidOn as IsoDate)
          : (row.issuedOn as IsoDate),
      netCents: split.netCents,
      vatCents: split.vatCents,
      grossCents: split.grossCents,
      vatRatePercent: split.ratePercent,
    })),
  );
  // Corrections after the documents of their day (a stable sort keeps each list's own order).
  const corrections = await correctionEntriesOfMonth(db, month);
  return [...documents, ...corrections].sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
};

/**
 * Money that went back in the month without a credit note of ours (a refund of a purchase without
 * invoice, a lost dispute): negative rows of the month it happened, one per rate, like a credit
 * note's (§ 17 (1), (2) Nr. 1 UStG). They have no number of the invoice series; their own "K-…".
 */
async function correctionEntriesOfMonth(db: Database, month: Month): Promise<AccountingEntry[]> {
  const zone = sql.raw(`'${schoolTimeZone}'`);
  const occurredLocal = sql`(${accountingCorrections.occurredAt} at time zone ${zone})`;
  const rows = await db
    .select({
      id: accountingCorrections.id,
      kind: accountingCorrections.kind,
      occurredOn: sql<string>`to_char(${occurredLocal}, 'YYYY-MM-DD')`,
      productId: accountingCorrections.productId,
      lines: accountingCorrections.lines,
      paymentMethod: accountingCorrections.paymentMethod,
      paymentReference: accountingCorrections.paymentReference,
      providerPaymentId: accountingCorrections.providerPaymentId,
      purchaseId: accountingCorrections.purchaseId,
    })
    .from(accountingCorrections)
    .where(
      and(
        sql`${occurredLocal} >= ${`${month}-01`}::timestamp`,
        sql`${occurredLocal} < ${`${nextMonth(month)}-01`}::timestamp`,
      ),
    )
    .orderBy(sql`${occurredLocal}`, asc(accountingCorrections.id));
  return rows.flatMap((row) =>
    splitByRate(row.lines).map((split): AccountingEntry => ({
      kind: "correction",
      correctionKind: row.kind,
      documentNumber: `K-${row.id.slice(0, 8).toUpperCase()}`,
      creditReason: null,
      correctsNumber: null,
      issuedOn: row.occurredOn as IsoDate,
      serviceOn: null,
      serviceStatus: "rendered",
      taxPeriodOn: row.occurredOn as IsoDate,
      customerName: "",
      productId: row.productId as ProductId,
      netCents: split.netCents,
      vatCents: split.vatCents,
      grossCents: split.grossCents,
      vatRatePercent: split.ratePercent,
      paymentMethod: row.paymentMethod,
      paymentReference: row.paymentReference,
      providerPaymentId: row.providerPaymentId,
      purchaseId: row.purchaseId,
    })),
  );
}
