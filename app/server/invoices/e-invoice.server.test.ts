import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { compiled, en16931CiiErrors } from "../../../tests/support/en16931-schematron";
import { sampleInvoice } from "../../../tests/support/sample-invoice";
import {
  eInvoiceData,
  facturXXmlName,
  postalAddressOf,
  renderEInvoicePdf,
  renderEInvoiceXml,
} from "./e-invoice.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

// EN 16931 checked three ways: the library refuses data its schema rejects, the figures are read
// back from the XML, and the official EN 16931 CII schematron (CEN/TC 434's rules as XSLT) runs on it.

const invoice: InvoiceDocument = {
  ...sampleInvoice,
  serviceStatus: "planned",
  // A first-aid course with the eye test, two lines at 19 % and 7 % (a rate the adviser could set).
  lines: [
    { part: "first-aid-es", grossCents: 6_001, vatRatePercent: 19 },
    { part: "eye-test", grossCents: 999, vatRatePercent: 7 },
  ],
  customerName: "Muster Logistik GmbH",
  customerEmail: "buchhaltung@example.com",
  billingAddress: "Große Straße 5\n60311 Frankfurt am Main\nDE",
  productId: "first-aid-es-eye-test",
  // 60.01 at 19 %: VAT 9.58, net 50.43; 9.99 at 7 %: VAT 0.65, net 9.34.
  netCents: 5_977,
  vatCents: 1_023,
  grossCents: 7_000,
};

const creditNote: InvoiceDocument = {
  ...invoice,
  id: "00000000-0000-4000-8000-000000000003",
  number: "2026-00050",
  sequence: 50,
  kind: "credit-note",
  correctsId: invoice.id,
  creditReason: "partial-refund",
  issuedAt: new Date("2026-12-01T09:00:00Z"),
  lines: [
    { part: "first-aid-es", grossCents: -2_000, vatRatePercent: 19 },
    { part: "eye-test", grossCents: 0, vatRatePercent: 7 },
  ],
  netCents: -1_681,
  vatCents: -319,
  grossCents: -2_000,
};

const awaitedTransfer: InvoiceDocument = {
  ...invoice,
  paymentMethod: "bank-transfer",
  dueOn: "2026-12-11",
  payeeAccountHolder: site.bankTransfer.accountHolder,
  payeeIban: "DE02 1203 0000 0000 2020 51",
  payeeBic: "BYLADEM1001",
  paymentReference: "MD-2026-00042",
};

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, "g"))].map((m) =>
    (m[1] ?? "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"),
  );

describe("the e-invoice of a document (EN 16931, CII)", () => {
  // The first run on a machine compiles the official rules (about a minute, more under load).
  beforeAll(() => void compiled(), 300_000);

  it("states the document's number, parties, lines, VAT per rate and totals", async () => {
    const xml = await renderEInvoiceXml(invoice, null);
    expect(xml).toContain("<rsm:CrossIndustryInvoice");
    // An XRechnung 3.0, the German CIUS of EN 16931.
    expect(tag(xml, "ID")).toContain("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(tag(xml, "ID")).toContain("2026-00042");
    expect(tag(xml, "TypeCode")).toContain("380");
    expect(xml).toContain('<udt:DateTimeString format="102">20261127</udt:DateTimeString>');
    expect(tag(xml, "Name")).toEqual(expect.arrayContaining([site.legalName, "Muster Logistik GmbH"]));
    expect(tag(xml, "ID")).toContain(site.vatId);
    expect(tag(xml, "LineOne")).toContain("Große Straße 5");
    expect(tag(xml, "PostcodeCode")).toContain("60311");
    expect(tag(xml, "CityName")).toContain("Frankfurt am Main");
    // Net per line, then per rate: the same figures as the PDF and the accountant's files.
    expect(tag(xml, "LineTotalAmount").slice(0, 2)).toEqual(["50.43", "9.34"]);
    expect(tag(xml, "BasisAmount")).toEqual(["50.43", "9.34"]);
    expect(tag(xml, "CalculatedAmount")).toEqual(["9.58", "0.65"]);
    expect(tag(xml, "RateApplicablePercent")).toEqual(expect.arrayContaining(["19", "7"]));
    expect(tag(xml, "TaxBasisTotalAmount")).toEqual(["59.77"]);
    expect(tag(xml, "TaxTotalAmount")).toEqual(["10.23"]);
    expect(tag(xml, "GrandTotalAmount")).toEqual(["70.00"]);
    // Paid by card through the online payment provider: all of it prepaid, nothing due.
    expect(tag(xml, "TotalPrepaidAmount")).toEqual(["70.00"]);
    expect(tag(xml, "DuePayableAmount")).toEqual(["0.00"]);
    expect(tag(xml, "TypeCode")).toContain("68");
    expect(await en16931CiiErrors(xml)).toEqual([]);
  });

  it("states a credit note as type 381 with positive amounts and the invoice it corrects", async () => {
    const xml = await renderEInvoiceXml(creditNote, invoice);
    expect(tag(xml, "TypeCode")).toContain("381");
    expect(tag(xml, "Content")).toContain("Korrigiert die Rechnung 2026-00042 vom 27.11.2026");
    expect(tag(xml, "GrandTotalAmount")).toEqual(["20.00"]);
    expect(tag(xml, "TaxTotalAmount")).toEqual(["3.19"]);
    // The line a refund left at zero is no line of the note.
    expect(tag(xml, "LineID")).toEqual(["1"]);
    expect(await en16931CiiErrors(xml)).toEqual([]);
  });

  it("states an awaited bank transfer with its due date, the account and the amount due", async () => {
    const xml = await renderEInvoiceXml(awaitedTransfer, null);
    expect(xml).toContain('<udt:DateTimeString format="102">20261211</udt:DateTimeString>');
    expect(tag(xml, "IBANID")).toEqual(["DE02120300000000202051"]);
    expect(tag(xml, "TypeCode")).toContain("58");
    expect(tag(xml, "DuePayableAmount")).toEqual(["70.00"]);
    expect(await en16931CiiErrors(xml)).toEqual([]);
  });

  it("names a company's VAT id as the buyer's (BT-48) and passes the official rules", async () => {
    const xml = await renderEInvoiceXml({ ...invoice, buyerVatId: "DE123456789" }, null);
    const buyer = xml.slice(xml.indexOf("<ram:BuyerTradeParty>"), xml.indexOf("</ram:BuyerTradeParty>"));
    expect(buyer).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(buyer).toContain("Muster Logistik GmbH");
    expect(await en16931CiiErrors(xml)).toEqual([]);
  });

  it("is refused by the library when a required field is missing", async () => {
    const data = eInvoiceData(invoice, null) as unknown as { "ubl:Invoice": Record<string, unknown> };
    delete data["ubl:Invoice"]["cbc:ID"];
    const { InvoiceService } = await import("@e-invoice-eu/core");
    const quiet = { log() {}, warn() {}, error() {} };
    await expect(
      new InvoiceService(quiet).generate(data as never, { format: "CII", lang: "de" }),
    ).rejects.toThrow();
  });

  it("the official rules catch a broken total (the check can fail)", async () => {
    const xml = (await renderEInvoiceXml(invoice, null)).replace(
      "<ram:GrandTotalAmount>70.00</ram:GrandTotalAmount>",
      "<ram:GrandTotalAmount>71.00</ram:GrandTotalAmount>",
    );
    expect(await en16931CiiErrors(xml)).toEqual(
      expect.arrayContaining([expect.stringContaining("BR-CO-15")]),
    );
  });

  it("reads a typed address into street, postcode, city and country", () => {
    expect(postalAddressOf("Calle Mayor 3\nPiso 2\n28013 Madrid\nes")).toEqual({
      street: "Calle Mayor 3",
      additional: "Piso 2",
      postcode: "28013",
      city: "Madrid",
      country: "ES",
    });
    expect(postalAddressOf("Große Straße 5\n60311 Frankfurt am Main")).toMatchObject({
      postcode: "60311",
      city: "Frankfurt am Main",
      country: "DE",
    });
  });
});

describe("the ZUGFeRD / Factur-X PDF", () => {
  it("is PDF/A-3 with the document's CII XML embedded, profile EN 16931", async () => {
    // The same data as the XRechnung XML, under the specification identifier of the profile.
    const xml = await renderEInvoiceXml(invoice, null);
    const pdf = await renderEInvoicePdf(invoice, null, await renderInvoicePdf(invoice, null));
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    try {
      const attachments = (await document.getAttachments()) as Record<
        string,
        { filename: string; content: Uint8Array }
      > | null;
      const embedded = Object.values(attachments ?? {}).find((file) => file.filename === facturXXmlName);
      expect(embedded).toBeDefined();
      const embeddedXml = Buffer.from(embedded?.content ?? []).toString("utf8");
      expect(tag(embeddedXml, "ID")).toContain("urn:cen.eu:en16931:2017");
      expect(embeddedXml).toBe(
        xml.replace(
          "<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>",
          "<ram:ID>urn:cen.eu:en16931:2017</ram:ID>",
        ),
      );
      expect(await en16931CiiErrors(embeddedXml)).toEqual([]);
      // The XMP metadata stream (stored uncompressed, as PDF/A asks): PDF/A-3 (ISO 19005-3) and
      // the Factur-X profile.
      const xmp = pdf.toString("latin1");
      expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
      // Still the document a person reads: the same pages as the plain PDF.
      expect(document.numPages).toBeGreaterThan(0);
    } finally {
      await document.destroy();
    }
  });
});
