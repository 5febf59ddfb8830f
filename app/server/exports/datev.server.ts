import {
  type AccountingSettings,
  type ChartOfAccounts,
  accounting,
  chartAccounts,
  localAccountingStandIns,
} from "~/content/accounting";
import { products } from "~/content/catalog";
import { vatInGross } from "~/content/vat";
import { schoolTimeZone } from "~/i18n/format";
import { invoicePdfGerman } from "~/i18n/catalogs.server";
import { withoutFormulaStarts } from "../platform/csv.server";
import type { AccountingEntry, AccountingPaymentMethod } from "../invoices/accounting-entry.server";
import { lastDayOf, type Month } from "../invoices/purchase-month.server";
import { toWindows1252 } from "./windows-1252.server";

// The month as a DATEV "Buchungsstapel" (DATEV-Format, version 700, category 21, format version
// 13), the file a tax consultant imports into DATEV Rechnungswesen as it is: a header line with the
// consultant, client, fiscal year and period, the line of column names, then one booking per
// invoice and credit note. Semicolons, decimal comma, CRLF, Windows-1252 ("ANSI", DATEV's classic
// code page; docs/decisions/029). Text fields are quoted, numbers and dates bare, as DATEV writes
// its own files.
//
// A booking: the gross amount from the account the money reached (card payments through the
// provider: money in transit; transfers: bank; cash: till) against the automatic revenue account of
// the VAT rate, which derives the VAT itself. An invoice debits the money account ("S"), a credit
// note credits it ("H"); the amount is always unsigned.

export const datevFormatVersion = 13;

/** The 125 column names of format version 13, in order (the file's second line). */
export const datevColumns: readonly string[] = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  // DATEV's own spelling: no blank before the second dash.
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
];

const column = (name: string) => {
  const index = datevColumns.indexOf(name);
  if (index < 0) throw new Error(`no DATEV column ${name}`);
  return index;
};

export interface DatevSettings {
  consultantNumber: number;
  clientNumber: number;
  chart: ChartOfAccounts;
  /** "MM-DD". */
  fiscalYearStart: string;
  accountLength: number;
}

/**
 * The settings an export writes: the school's, with the local stand-ins where one is still unset
 * (only possible on a local origin: the go-live guard refuses a public start without them).
 */
export function datevSettings(settings: AccountingSettings = accounting): DatevSettings {
  return {
    consultantNumber: settings.consultantNumber ?? localAccountingStandIns.consultantNumber,
    clientNumber: settings.clientNumber ?? localAccountingStandIns.clientNumber,
    chart: settings.chart ?? localAccountingStandIns.chart,
    fiscalYearStart: settings.fiscalYearStart ?? localAccountingStandIns.fiscalYearStart,
    accountLength: settings.accountLength,
  };
}

/** False while one of the school's DATEV settings is unset (the export writes stand-ins). */
export function datevSettingsComplete(settings: AccountingSettings = accounting): boolean {
  return Object.values(settings).every((value) => value !== null);
}

/**
 * A text field: quoted, quotes doubled, cut to DATEV's length, never read as a formula, neither as
 * a whole nor in the pieces a split on "," would make (csv.server.ts).
 */
function text(value: string, maxLength: number): string {
  const cut = value
    .replace(/[\r\n\t;]+/g, " ")
    .trim()
    .slice(0, maxLength);
  return `"${withoutFormulaStarts(cut).slice(0, maxLength).replaceAll('"', '""')}"`;
}

/** Cents as DATEV's unsigned amount: 12650 → "126,50". */
export function datevAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

const compact = (isoDate: string) => isoDate.replaceAll("-", "");
/** "2026-03-05" → "0503" (Belegdatum: the year comes from the header's period). */
const dayMonth = (isoDate: string) => `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}`;
/** "2026-03-05" → "05032026". */
const dayMonthYear = (isoDate: string) => `${dayMonth(isoDate)}${isoDate.slice(0, 4)}`;

/** The first day of the fiscal year the month belongs to, "YYYYMMDD". */
export function fiscalYearBeginning(month: Month, fiscalYearStart: string): string {
  const year = Number(month.slice(0, 4));
  const startsLater = month.slice(5, 7) < fiscalYearStart.slice(0, 2);
  return `${startsLater ? year - 1 : year}${fiscalYearStart.replace("-", "")}`;
}

/** "YYYYMMDDHHMMSSFFF" in Frankfurt time. */
function createdStamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: schoolTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const millis = String(at.getMilliseconds()).padStart(3, "0");
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${millis}`;
}

/** The header line's 31 fields. */
export function datevHeaderFields(month: Month, createdAt: Date, settings: DatevSettings): string[] {
  return [
    '"EXTF"', // Kennzeichen: a file made outside DATEV
    "700", // Versionsnummer
    "21", // Formatkategorie: Buchungsstapel
    '"Buchungsstapel"', // Formatname
    String(datevFormatVersion), // Formatversion
    createdStamp(createdAt), // Erzeugt am
    "", // Importiert (DATEV fills it)
    '"RE"', // Herkunft
    '""', // Exportiert von
    '""', // Importiert von
    String(settings.consultantNumber), // Beraternummer
    String(settings.clientNumber), // Mandantennummer
    fiscalYearBeginning(month, settings.fiscalYearStart), // WJ-Beginn
    String(settings.accountLength), // Sachkontenlänge
    compact(`${month}-01`), // Datum vom
    compact(lastDayOf(month)), // Datum bis
    text(`Rechnungen ${month}`, 30), // Bezeichnung
    '""', // Diktatkürzel
    "1", // Buchungstyp: Finanzbuchführung
    "0", // Rechnungslegungszweck: unabhängig
    // Festschreibung: not locked on import, so the consultant can still correct an account
    // before closing the month in DATEV.
    "0",
    '"EUR"', // WKZ
    "", // reserviert
    '""', // Derivatskennzeichen
    "", // reserviert
    "", // reserviert
    `"${settings.chart.slice(3)}"`, // Sachkontenrahmen: "03" / "04"
    "", // ID der Branchenlösung
    "", // reserviert
    '""', // reserviert
    '""', // Anwendungsinformation
  ];
}

function moneyAccount(method: AccountingPaymentMethod, chart: ChartOfAccounts): string {
  const accounts = chartAccounts[chart];
  return method === "card"
    ? accounts.card
    : method === "bank-transfer"
      ? accounts.bankTransfer
      : accounts.cash;
}

function revenueAccount(vatRatePercent: number, chart: ChartOfAccounts): string {
  const account = chartAccounts[chart].revenue[vatRatePercent as 19 | 7 | 0];
  if (!account) throw new Error(`no revenue account for ${vatRatePercent} % VAT`);
  return account;
}

/**
 * The VAT DATEV books for a booking line: an automatic revenue account derives it from the gross
 * amount at the account's rate, rounded to the cent, which is vatInGross, the computation every
 * document's VAT comes from. Unsigned, as the line's amount is.
 */
export function datevDerivedVatCents(fields: readonly string[], chart: ChartOfAccounts): number {
  const [euros = "0", cents = "0"] = (fields[column("Umsatz (ohne Soll/Haben-Kz)")] ?? "").split(",");
  const account = fields[column("Gegenkonto (ohne BU-Schlüssel)")];
  const rate = Object.entries(chartAccounts[chart].revenue).find(([, number]) => number === account)?.[0];
  if (rate === undefined) throw new Error(`no automatic revenue account ${account}`);
  return vatInGross(Number(euros) * 100 + Number(cents), Number(rate));
}

/** One booking line's 125 fields. */
export function datevBookingFields(entry: AccountingEntry, chart: ChartOfAccounts): string[] {
  const fields: string[] = datevColumns.map(() => "");
  const product = products[entry.productId]?.name.en ?? entry.productId;
  fields[column("Umsatz (ohne Soll/Haben-Kz)")] = datevAmount(entry.grossCents);
  fields[column("Soll/Haben-Kennzeichen")] = entry.grossCents < 0 ? '"H"' : '"S"';
  fields[column("WKZ Umsatz")] = '"EUR"';
  fields[column("Konto")] = moneyAccount(entry.paymentMethod, chart);
  fields[column("Gegenkonto (ohne BU-Schlüssel)")] = revenueAccount(entry.vatRatePercent, chart);
  fields[column("Belegdatum")] = dayMonth(entry.issuedOn);
  // Belegfeld 1 allows letters, digits and $ & % * + - / only, 36 of them.
  fields[column("Belegfeld 1")] = text(entry.documentNumber.replace(/[^A-Za-z0-9$&%*+\-/]/g, ""), 36);
  // A correction has no document of ours: Beleginfo says what it is, in the accountant's words.
  if (entry.kind === "correction") {
    fields[column("Beleginfo - Art 1")] = text("Korrektur § 17 UStG", 20);
    fields[column("Beleginfo - Inhalt 1")] = text(
      invoicePdfGerman.correction[entry.correctionKind ?? "refund-without-invoice"],
      210,
    );
  }
  if (entry.correctsNumber) {
    fields[column("Beleginfo - Art 1")] = text("Korrigierte Rechnung", 20);
    fields[column("Beleginfo - Inhalt 1")] = text(entry.correctsNumber, 210);
  }
  fields[column("Buchungstext")] = text(
    entry.customerName ? `${entry.customerName} / ${product}` : product,
    60,
  );
  // A prepayment for a service not yet rendered has no day of service to state (§ 14 (5) UStG).
  if (entry.serviceOn) fields[column("Leistungsdatum")] = dayMonthYear(entry.serviceOn);
  // Field 116: without it DATEV assigns the VAT to the period of the service date, but a payment
  // received before the service is taxed in the period it was received (§ 13 (1) Nr. 1 a S. 4
  // UStG): the document's date, as invoices are issued when the payment arrives, or the payment's
  // day for an invoice issued later than its payment.
  fields[column("Datum Zuord. Steuerperiode")] = dayMonthYear(entry.taxPeriodOn);
  return fields;
}

/** The whole file as text (before encoding). `createdAt` is the download's moment. */
export function datevMonthText(
  month: Month,
  entries: readonly AccountingEntry[],
  createdAt: Date,
  settings: DatevSettings = datevSettings(),
): string {
  const lines = [
    datevHeaderFields(month, createdAt, settings).join(";"),
    datevColumns.map((name) => `"${name}"`).join(";"),
    ...entries.map((entry) => datevBookingFields(entry, settings.chart).join(";")),
  ];
  return lines.map((line) => `${line}\r\n`).join("");
}

/** The file's bytes, Windows-1252. */
export function datevMonthFile(
  month: Month,
  entries: readonly AccountingEntry[],
  createdAt: Date,
  settings: DatevSettings = datevSettings(),
): Uint8Array {
  return toWindows1252(datevMonthText(month, entries, createdAt, settings));
}
