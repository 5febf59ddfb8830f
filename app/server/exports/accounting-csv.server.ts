import { type ProductId, products } from "~/content/catalog";
import { invoicePdfGerman, textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { InvoicePdfTexts } from "~/i18n/messages/invoices-en";
import type { IsoDate } from "~/content/schedule";
import type { AccountingEntry, AccountingPaymentMethod } from "../invoices/accounting-entry.server";
import type { ServiceStatus } from "../platform/schema.server";
import {
  type CsvCell,
  type CsvDialect,
  csvCents,
  englishCsv,
  germanCsv,
  germanDate,
  toCsv,
} from "../platform/csv.server";

// The month's entries as spreadsheet files. The German file is the accountant's: its column names
// and words are German whatever the staff page's language, because it is read (and imported) in a
// German office. The English/Spanish file is the same rows for staff who want to read them, with the
// staff page's language. Both: one row per invoice and credit note, credit notes negative.

export { germanDate } from "../platform/csv.server";

export const germanColumns = [
  "Datum",
  "Belegnummer",
  // The document's title as its PDF states it: Rechnung, Rechnungskorrektur, Stornorechnung.
  "Belegart",
  "Kunde",
  "Produkt",
  "Netto",
  "USt-Satz",
  "USt",
  "Brutto",
  "Zahlungsart",
  "Zahlungsreferenz",
  "Zahlungs-ID des Anbieters",
  // A credit note names the invoice it corrects (§ 14 (4) UStG asks a correction to refer to it).
  "Korrigierte Rechnung",
  // The date of service the document states (§ 14 (4) Nr. 6 UStG), empty for a prepayment, and
  // whether the service is rendered, planned or paid ahead.
  "Leistungsdatum",
  "Leistung",
  // The day whose period the VAT belongs to (§ 13 (1) Nr. 1 a UStG), DATEV's field 116: the
  // payment's day for an invoice issued after it, so a late invoice is booked to its payment's month.
  "Zuordnung Steuerperiode",
] as const;

export const germanPaymentMethods: Record<AccountingPaymentMethod, string> = {
  card: "Karte über den Zahlungsanbieter",
  "bank-transfer": "Überweisung",
  cash: "Bar",
};

/** The staff page's words for the English/Spanish file (staff-exports catalog). */
export interface EntryCsvLabels {
  columns: {
    date: string;
    number: string;
    document: string;
    customer: string;
    product: string;
    net: string;
    vatRate: string;
    vat: string;
    gross: string;
    paymentMethod: string;
    paymentReference: string;
    providerPaymentId: string;
    corrects: string;
    serviceOn: string;
    service: string;
    taxPeriod: string;
  };
  paymentMethods: Record<AccountingPaymentMethod, string>;
}

const productName = (id: ProductId, locale: Locale) => products[id]?.name[locale] ?? id;

/** The document's title in one language, the same words its PDF carries. */
function documentTitle(
  entry: AccountingEntry,
  texts: Pick<InvoicePdfTexts, "invoice" | "creditNote" | "correction">,
): string {
  if (entry.kind === "correction") return texts.correction[entry.correctionKind ?? "refund-without-invoice"];
  return entry.kind === "invoice" ? texts.invoice : texts.creditNote[entry.creditReason ?? "partial-refund"];
}

function entryRow(
  entry: AccountingEntry,
  dialect: CsvDialect,
  date: (day: IsoDate) => string,
  services: Record<ServiceStatus, string>,
  methods: Record<AccountingPaymentMethod, string>,
  product: string,
  title: string,
): CsvCell[] {
  return [
    date(entry.issuedOn),
    entry.documentNumber,
    title,
    entry.customerName,
    product,
    csvCents(entry.netCents, dialect),
    entry.vatRatePercent,
    csvCents(entry.vatCents, dialect),
    csvCents(entry.grossCents, dialect),
    methods[entry.paymentMethod],
    entry.paymentReference,
    entry.providerPaymentId,
    entry.correctsNumber,
    entry.serviceOn ? date(entry.serviceOn) : "",
    services[entry.serviceStatus],
    date(entry.taxPeriodOn),
  ];
}

/** The accountant's file: semicolons, decimal comma, TT.MM.JJJJ, UTF-8 with BOM, CRLF. */
export function germanMonthCsv(entries: readonly AccountingEntry[]): string {
  const rows = entries.map((entry) =>
    // The product in English: the catalog has no German names, and the document number is what
    // the accountant books by.
    entryRow(
      entry,
      germanCsv,
      germanDate,
      invoicePdfGerman.serviceStates,
      germanPaymentMethods,
      productName(entry.productId, "en"),
      documentTitle(entry, invoicePdfGerman),
    ),
  );
  return toCsv(germanColumns, rows, germanCsv);
}

/** The staff file: commas, decimal point, ISO dates, the page's language. */
export function staffMonthCsv(
  entries: readonly AccountingEntry[],
  labels: EntryCsvLabels,
  locale: Locale,
): string {
  const { columns } = labels;
  const header = [
    columns.date,
    columns.number,
    columns.document,
    columns.customer,
    columns.product,
    columns.net,
    columns.vatRate,
    columns.vat,
    columns.gross,
    columns.paymentMethod,
    columns.paymentReference,
    columns.providerPaymentId,
    columns.corrects,
    columns.serviceOn,
    columns.service,
    columns.taxPeriod,
  ];
  const titles = textsIn("invoices", locale).pdf;
  const rows = entries.map((entry) =>
    entryRow(
      entry,
      englishCsv,
      (day) => day,
      titles.serviceStates,
      labels.paymentMethods,
      productName(entry.productId, locale),
      documentTitle(entry, titles),
    ),
  );
  return toCsv(header, rows, englishCsv);
}
