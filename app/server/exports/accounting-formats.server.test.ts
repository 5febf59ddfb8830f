import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accounting } from "~/content/accounting";
import { splitGross } from "~/content/vat";
import type { AccountingEntry } from "../invoices/accounting-entry.server";
import { staffMonthCsv, germanDate, germanMonthCsv } from "./accounting-csv.server";
import {
  datevAmount,
  datevColumns,
  datevMonthFile,
  datevMonthText,
  datevSettings,
  fiscalYearBeginning,
} from "./datev.server";
import { toWindows1252 } from "./windows-1252.server";
import staffExportsEn from "~/i18n/messages/staff-exports-en";

// The accountant's files from the month's entries: the German CSV (semicolons, decimal comma,
// TT.MM.JJJJ, BOM, CRLF), the DATEV Buchungsstapel (header and 125 columns of format version 13),
// the staff CSV; totals that agree with the entries whatever the amounts.

/**
 * The Buchungsstapel's columns, format version 13, as DATEV's format description lists them
 * (developer.datev.de, DATEV-Format → Buchungsstapel), written out here independently of the
 * module under test and checked against public exporters that produce files DATEV imports (a PHP
 * and a TypeScript implementation of version 700/13 with the same 125 names in the same order).
 */
const specColumns = [
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
  "Beleginfo - Art 1",
  "Beleginfo - Inhalt 1",
  "Beleginfo - Art 2",
  "Beleginfo - Inhalt 2",
  "Beleginfo - Art 3",
  "Beleginfo - Inhalt 3",
  "Beleginfo - Art 4",
  "Beleginfo - Inhalt 4",
  "Beleginfo - Art 5",
  "Beleginfo - Inhalt 5",
  "Beleginfo - Art 6",
  "Beleginfo - Inhalt 6",
  "Beleginfo - Art 7",
  "Beleginfo - Inhalt 7",
  "Beleginfo - Art 8",
  "Beleginfo - Inhalt 8",
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
  "Zusatzinformation - Art 1",
  "Zusatzinformation- Inhalt 1",
  "Zusatzinformation - Art 2",
  "Zusatzinformation- Inhalt 2",
  "Zusatzinformation - Art 3",
  "Zusatzinformation- Inhalt 3",
  "Zusatzinformation - Art 4",
  "Zusatzinformation- Inhalt 4",
  "Zusatzinformation - Art 5",
  "Zusatzinformation- Inhalt 5",
  "Zusatzinformation - Art 6",
  "Zusatzinformation- Inhalt 6",
  "Zusatzinformation - Art 7",
  "Zusatzinformation- Inhalt 7",
  "Zusatzinformation - Art 8",
  "Zusatzinformation- Inhalt 8",
  "Zusatzinformation - Art 9",
  "Zusatzinformation- Inhalt 9",
  "Zusatzinformation - Art 10",
  "Zusatzinformation- Inhalt 10",
  "Zusatzinformation - Art 11",
  "Zusatzinformation- Inhalt 11",
  "Zusatzinformation - Art 12",
  "Zusatzinformation- Inhalt 12",
  "Zusatzinformation - Art 13",
  "Zusatzinformation- Inhalt 13",
  "Zusatzinformation - Art 14",
  "Zusatzinformation- Inhalt 14",
  "Zusatzinformation - Art 15",
  "Zusatzinformation- Inhalt 15",
  "Zusatzinformation - Art 16",
  "Zusatzinformation- Inhalt 16",
  "Zusatzinformation - Art 17",
  "Zusatzinformation- Inhalt 17",
  "Zusatzinformation - Art 18",
  "Zusatzinformation- Inhalt 18",
  "Zusatzinformation - Art 19",
  "Zusatzinformation- Inhalt 19",
  "Zusatzinformation - Art 20",
  "Zusatzinformation- Inhalt 20",
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

/** Splits one line of a ;-separated file, quotes respected ("a;b" is one field, "" is a quote). */
function fieldsOf(line: string | undefined, delimiter = ";"): string[] {
  if (line === undefined) throw new Error("no such line");
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(current);
      current = "";
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/** The header's fields with their quotes, to check which are text (none holds a semicolon). */
const rawFieldsOf = (line: string | undefined) => (line ?? "").split(";");

function entry(overrides: Partial<AccountingEntry>): AccountingEntry {
  const split = splitGross(overrides.grossCents ?? 15000);
  return {
    kind: "invoice",
    documentNumber: "2026-00001",
    creditReason: null,
    correctsNumber: null,
    issuedOn: "2026-03-05",
    serviceOn: "2026-03-05",
    serviceStatus: "rendered",
    taxPeriodOn: overrides.issuedOn ?? "2026-03-05",
    customerName: "José Núñez",
    productId: "conversion-assistance",
    ...split,
    vatRatePercent: 19,
    paymentMethod: "card",
    paymentReference: null,
    providerPaymentId: "pi_123",
    purchaseId: "p1",
    ...overrides,
  };
}

const march: AccountingEntry[] = [
  entry({}),
  entry({
    documentNumber: "2026-00002",
    issuedOn: "2026-03-12",
    serviceOn: "2026-04-18",
    serviceStatus: "planned",
    customerName: '=HYPERLINK("x")',
    productId: "first-aid-en",
    ...splitGross(6850),
    paymentMethod: "bank-transfer",
    paymentReference: "MD-4711; Rechnung",
    providerPaymentId: null,
  }),
  entry({
    kind: "credit-note",
    documentNumber: "2026-00003",
    creditReason: "full-refund",
    correctsNumber: "2026-00001",
    issuedOn: "2026-03-20",
    netCents: -12605,
    vatCents: -2395,
    grossCents: -15000,
    paymentMethod: "cash",
    paymentReference: "Quittung 7",
    providerPaymentId: null,
  }),
];

describe("German number and date formats", () => {
  it("writes dates as TT.MM.JJJJ and amounts with a decimal comma", () => {
    expect(germanDate("2026-03-05")).toBe("05.03.2026");
    expect(datevAmount(12650)).toBe("126,50");
    expect(datevAmount(-5)).toBe("0,05");
    expect(datevAmount(123456789)).toBe("1234567,89");
  });
});

describe("the accountant's German CSV", () => {
  const file = germanMonthCsv(march);

  it("is UTF-8 with a byte-order mark, semicolons and CRLF, with the agreed columns", () => {
    expect(file.startsWith("\uFEFF")).toBe(true);
    const lines = file.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(file.slice(1).replaceAll("\r\n", "")).not.toContain("\n");
    expect(lines[0]).toBe(
      "Datum;Belegnummer;Belegart;Kunde;Produkt;Netto;USt-Satz;USt;Brutto;Zahlungsart;Zahlungsreferenz;Zahlungs-ID des Anbieters;Korrigierte Rechnung;Leistungsdatum;Leistung;Zuordnung Steuerperiode",
    );
    expect(lines[1]).toBe(
      "05.03.2026;2026-00001;Rechnung;José Núñez;Conversion assistance;126,05;19;23,95;150,00;Karte über den Zahlungsanbieter;;pi_123;;05.03.2026;erbracht;05.03.2026",
    );
  });

  it("neutralises formulas, quotes a semicolon, writes refunds negative with the invoice they correct", () => {
    const lines = file.slice(1).split("\r\n");
    expect(fieldsOf(lines[2])).toEqual([
      "12.03.2026",
      "2026-00002",
      "Rechnung",
      `'=HYPERLINK("x")`,
      "First aid course (English)",
      "57,56",
      "19",
      "10,94",
      "68,50",
      "Überweisung",
      "MD-4711; Rechnung",
      "",
      "",
      "18.04.2026",
      "geplant",
      "12.03.2026",
    ]);
    expect(lines[3]).toBe(
      "20.03.2026;2026-00003;Stornorechnung;José Núñez;Conversion assistance;-126,05;19;-23,95;-150,00;Bar;Quittung 7;;2026-00001;05.03.2026;erbracht;20.03.2026",
    );
  });

  it("keeps the English file for staff: commas, decimal points, ISO dates, the page's words", () => {
    const staff = staffMonthCsv(march, staffExportsEn.csv, "en").slice(1).split("\r\n");
    expect(staff[0]).toBe(
      "Date,Document number,Document,Customer,Product,Net,VAT rate (%),VAT,Gross,Payment method,Payment reference,Provider's payment ID,Corrects invoice,Date of service,Service,Tax period date",
    );
    expect(staff[3]).toBe(
      "2026-03-20,2026-00003,Cancellation invoice,José Núñez,Conversion assistance,-126.05,19,-23.95,-150.00,Cash,Quittung 7,,2026-00001,2026-03-05,rendered,2026-03-20",
    );
  });
});

describe("the DATEV Buchungsstapel", () => {
  const createdAt = new Date("2026-04-02T08:15:30.123Z");
  const settings = datevSettings({
    ...accounting,
    consultantNumber: 1234567,
    clientNumber: 42,
    chart: "SKR03",
    fiscalYearStart: "01-01",
  });
  const lines = datevMonthText("2026-03", march, createdAt, settings).split("\r\n");

  it("starts with the header line of format 700/21/13, field by field", () => {
    const header = rawFieldsOf(lines[0]);
    expect(header).toHaveLength(31);
    expect(header).toEqual([
      '"EXTF"', // 1 Kennzeichen
      "700", // 2 Versionsnummer
      "21", // 3 Formatkategorie (Buchungsstapel)
      '"Buchungsstapel"', // 4 Formatname
      "13", // 5 Formatversion
      "20260402101530123", // 6 Erzeugt am (Frankfurt, summer time)
      "", // 7 Importiert
      '"RE"', // 8 Herkunft
      '""', // 9 Exportiert von
      '""', // 10 Importiert von
      "1234567", // 11 Beraternummer
      "42", // 12 Mandantennummer
      "20260101", // 13 WJ-Beginn
      "4", // 14 Sachkontenlänge
      "20260301", // 15 Datum vom
      "20260331", // 16 Datum bis
      '"Rechnungen 2026-03"', // 17 Bezeichnung
      '""', // 18 Diktatkürzel
      "1", // 19 Buchungstyp (Finanzbuchführung)
      "0", // 20 Rechnungslegungszweck
      "0", // 21 Festschreibung
      '"EUR"', // 22 WKZ
      "", // 23 reserviert
      '""', // 24 Derivatskennzeichen
      "", // 25 reserviert
      "", // 26 reserviert
      '"03"', // 27 Sachkontenrahmen
      "", // 28 Branchenlösung
      "", // 29 reserviert
      '""', // 30 reserviert
      '""', // 31 Anwendungsinformation
    ]);
  });

  it("names the 125 columns of the specification, and every booking has exactly 125 fields", () => {
    expect(specColumns).toHaveLength(125);
    expect(datevColumns).toEqual(specColumns);
    expect(fieldsOf(lines[1])).toEqual(specColumns);
    expect(lines.at(-1)).toBe("");
    const bookings = lines.slice(2, -1);
    expect(bookings).toHaveLength(3);
    for (const line of bookings) expect(fieldsOf(line)).toHaveLength(specColumns.length);
  });

  it("books gross from the money account against revenue 19 %, S for invoices and H for credit notes", () => {
    const at = (line: string, name: string) => fieldsOf(line)[specColumns.indexOf(name)];
    const [card, transfer, refund] = lines.slice(2, 5) as [string, string, string];
    expect([card, transfer, refund].map((line) => at(line, "Umsatz (ohne Soll/Haben-Kz)"))).toEqual([
      "150,00",
      "68,50",
      "150,00",
    ]);
    expect([card, transfer, refund].map((line) => at(line, "Soll/Haben-Kennzeichen"))).toEqual([
      "S",
      "S",
      "H",
    ]);
    expect([card, transfer, refund].map((line) => at(line, "Konto"))).toEqual(["1360", "1200", "1000"]);
    expect(at(card, "Gegenkonto (ohne BU-Schlüssel)")).toBe("8400");
    expect(at(card, "BU-Schlüssel")).toBe("");
    expect(at(card, "Belegdatum")).toBe("0503");
    expect(at(card, "Belegfeld 1")).toBe("2026-00001");
    expect(at(card, "Buchungstext")).toBe("José Núñez / Conversion assistance");
    expect(at(transfer, "Buchungstext")).toBe(`'=HYPERLINK("x") / First aid course (English)`);
    expect(at(transfer, "Leistungsdatum")).toBe("18042026");
    expect(at(refund, "Beleginfo - Inhalt 1")).toBe("2026-00001");
    expect(at(card, "WKZ Umsatz")).toBe("EUR");
  });

  it("books to SKR04 when the consultant keeps the books in it", () => {
    const skr04 = datevMonthText("2026-03", march, createdAt, { ...settings, chart: "SKR04" }).split("\r\n");
    expect(rawFieldsOf(skr04[0])[26]).toBe('"04"');
    const accounts = skr04.slice(2, 5).map((line) => fieldsOf(line).slice(6, 8));
    expect(accounts).toEqual([
      ["1460", "4400"],
      ["1800", "4400"],
      ["1600", "4400"],
    ]);
  });

  it("is Windows-1252: ä, ü, € as single bytes, no byte-order mark", () => {
    const bytes = datevMonthFile("2026-03", march, createdAt, settings);
    expect([...bytes.slice(0, 6)]).toEqual([...Buffer.from('"EXTF"', "latin1")]);
    expect(bytes).toEqual(toWindows1252(datevMonthText("2026-03", march, createdAt, settings)));
    expect([...toWindows1252("äü€ß ł ő")]).toEqual([0xe4, 0xfc, 0x80, 0xdf, 0x20, 0x6c, 0x20, 0x6f]);
  });

  it("writes names outside Windows-1252 by a documented transliteration, never as '?'", () => {
    const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
    expect(latin1(toWindows1252("Yılmaz, Łódź, Szőke, Đorđević, Şahin"))).toBe(
      "Yilmaz, Lódz, Szoke, Dordevic, Sahin",
    );
    expect(latin1(toWindows1252("Жуков, Щукина, Θεοδωρίδης"))).toBe("Zhukov, Shchukina, Theodoridis");
    expect(latin1(toWindows1252("12−3 ′ 李"))).toBe("12-3 ' _");
    const line = datevMonthText(
      "2026-03",
      [entry({ customerName: "Yılmaz Łódź" })],
      createdAt,
      settings,
    ).split("\r\n")[2] as string;
    const bytes = datevMonthFile("2026-03", [entry({ customerName: "Yılmaz Łódź" })], createdAt, settings);
    expect(line).toContain("Yılmaz Łódź");
    expect(latin1(bytes)).toContain('"Yilmaz Lódz / ');
    expect(latin1(bytes)).not.toContain("?");
  });

  it("dates the tax period (field 116) wherever it writes the service date (field 115)", () => {
    for (const line of lines.slice(2, -1)) {
      const fields = fieldsOf(line);
      expect(fields[114]).toMatch(/^\d{8}$/);
      expect(fields[115]).toMatch(/^\d{8}$/);
    }
    const [card] = lines.slice(2, 3) as [string];
    expect(fieldsOf(card)[specColumns.indexOf("Datum Zuord. Steuerperiode")]).toBe("05032026");
  });

  it("takes the fiscal year's first day from the configured start", () => {
    expect(fiscalYearBeginning("2026-03", "01-01")).toBe("20260101");
    expect(fiscalYearBeginning("2026-03", "07-01")).toBe("20250701");
    expect(fiscalYearBeginning("2026-08", "07-01")).toBe("20260701");
  });
});

describe("totals agree for any month (property)", () => {
  const entries = fc.array(
    fc.record({
      gross: fc.integer({ min: 1, max: 500_000 }),
      kind: fc.constantFrom("invoice" as const, "credit-note" as const, "correction" as const),
      correctionKind: fc.constantFrom("refund-without-invoice" as const, "lost-dispute" as const),
      method: fc.constantFrom("card" as const, "bank-transfer" as const, "cash" as const),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 30 },
  );

  it("net + VAT = gross per row, and the CSV and DATEV totals equal the entries' totals", () => {
    fc.assert(
      fc.property(entries, (generated) => {
        const month = generated.map(({ gross, kind, correctionKind, method, day }, i) => {
          const split = splitGross(gross);
          // Credit notes and corrections (money back without a credit note) are negative rows.
          const sign = kind === "invoice" ? 1 : -1;
          return entry({
            kind,
            ...(kind === "correction" ? { correctionKind } : {}),
            documentNumber: kind === "correction" ? `K-${i + 1}` : `2026-${String(i + 1).padStart(5, "0")}`,
            correctsNumber: kind === "credit-note" ? "2026-00000" : null,
            issuedOn: `2026-03-${String(day).padStart(2, "0")}`,
            netCents: sign * split.netCents,
            vatCents: sign * split.vatCents,
            grossCents: sign * split.grossCents,
            paymentMethod: method,
          });
        });
        const total = month.reduce((sum, e) => sum + e.grossCents, 0);
        for (const e of month) expect(e.netCents + e.vatCents).toBe(e.grossCents);

        const cents = (text: string | undefined = "") => Math.round(Number(text.replace(",", ".")) * 100);
        const csvRows = germanMonthCsv(month)
          .slice(1)
          .split("\r\n")
          .slice(1, -1)
          .map((line) => fieldsOf(line));
        expect(csvRows).toHaveLength(month.length);
        for (const row of csvRows) expect(cents(row[5]) + cents(row[7])).toBe(cents(row[8]));
        expect(csvRows.reduce((sum, row) => sum + cents(row[8]), 0)).toBe(total);

        const datevRows = datevMonthText("2026-03", month, new Date(), datevSettings())
          .split("\r\n")
          .slice(2, -1)
          .map((line) => fieldsOf(line));
        expect(datevRows).toHaveLength(month.length);
        const signed = datevRows.reduce((sum, row) => sum + (row[1] === "H" ? -1 : 1) * cents(row[0]), 0);
        expect(signed).toBe(total);
      }),
      { numRuns: 200 },
    );
  });
});
