import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  compiled,
  en16931CiiErrors,
  failedAsserts,
  svrlReport,
} from "../../../tests/support/en16931-schematron";
import { sampleInvoice } from "../../../tests/support/sample-invoice";
import { compiledXRechnung, xrechnungCiiFailures } from "../../../tests/support/xrechnung-schematron";
import { renderEInvoiceXml } from "./e-invoice.server";
import type { InvoiceDocument } from "./invoice-issue.server";

// A company's XML is an XRechnung 3.0 (the German CIUS of EN 16931), checked as KoSIT's validator
// checks one: the EN 16931 rules and then KoSIT's XRechnung rules, with no failed assertion of
// either, warnings included.

// A company's card payment through the online provider, paid in full when the invoice was issued.
const paidByCard: InvoiceDocument = {
  ...sampleInvoice,
  customerName: "Muster Logistik GmbH",
  customerEmail: "buchhaltung@example.com",
  billingAddress: "Große Straße 5\n60311 Frankfurt am Main\nDE",
  buyerVatId: "DE123456789",
};

const awaitedTransfer: InvoiceDocument = {
  ...paidByCard,
  paymentMethod: "bank-transfer",
  dueOn: "2026-12-11",
  payeeAccountHolder: site.bankTransfer.accountHolder,
  payeeIban: "DE02 1203 0000 0000 2020 51",
  payeeBic: "BYLADEM1001",
  paymentReference: "MD-2026-00042",
};

const creditNote: InvoiceDocument = {
  ...paidByCard,
  id: "00000000-0000-4000-8000-000000000003",
  number: "2026-00050",
  sequence: 50,
  kind: "credit-note",
  correctsId: paidByCard.id,
  creditReason: "partial-refund",
  issuedAt: new Date("2026-12-01T09:00:00Z"),
  netCents: -16_807,
  vatCents: -3_193,
  grossCents: -20_000,
};

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, "g"))].map((m) => m[1] ?? "");

const section = (xml: string, name: string) =>
  xml.slice(xml.indexOf(`<ram:${name}>`), xml.indexOf(`</ram:${name}>`));

/** Every failed assertion of both rule sets, fatal or warning. */
async function bothRuleSets(xml: string): Promise<string[]> {
  const en16931 = failedAsserts(await svrlReport(compiled(), xml)).map(
    (failure) => `${failure.id} (${failure.flag}): ${failure.text}`,
  );
  return [...en16931, ...(await xrechnungCiiFailures(xml))];
}

describe("the XRechnung of a company's document (KoSIT's rules for XRechnung 3.0)", () => {
  // The first run on a machine compiles both rule sets (about a minute and a half, more under load).
  beforeAll(() => {
    compiled();
    compiledXRechnung();
  }, 300_000);

  it("a paid card invoice: XRechnung 3.0 with buyer reference, seller contact and online payment", async () => {
    const xml = await renderEInvoiceXml(paidByCard, null);
    expect(tag(xml, "ID")).toContain("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    // BT-10: the invoice's own number, the reference the buyer quotes.
    expect(tag(xml, "BuyerReference")).toEqual(["2026-00042"]);
    // BG-6: the seller's contact person, phone and e-mail from the site's data.
    const contact = section(xml, "DefinedTradeContact");
    expect(tag(contact, "PersonName")).toEqual([site.invoiceContactName]);
    expect(tag(contact, "CompleteNumber")).toEqual([site.phoneDisplay]);
    expect(tag(contact, "URIID")).toEqual([site.supportEmail]);
    // 68 online payment service: no card group (BG-18) the school could not fill.
    const means = section(xml, "SpecifiedTradeSettlementPaymentMeans");
    expect(tag(means, "TypeCode")).toEqual(["68"]);
    expect(means).not.toContain("FinancialCard");
    expect(tag(xml, "DuePayableAmount")).toEqual(["0.00"]);
    expect(await bothRuleSets(xml)).toEqual([]);
  });

  it("a transfer awaiting payment: SEPA transfer with the IBAN and the due date", async () => {
    const xml = await renderEInvoiceXml(awaitedTransfer, null);
    const means = section(xml, "SpecifiedTradeSettlementPaymentMeans");
    expect(tag(means, "TypeCode")).toEqual(["58"]);
    expect(tag(means, "IBANID")).toEqual(["DE02120300000000202051"]);
    expect(xml).toContain('<udt:DateTimeString format="102">20261211</udt:DateTimeString>');
    expect(tag(xml, "DuePayableAmount")).toEqual(["1234.00"]);
    expect(await bothRuleSets(xml)).toEqual([]);
  });

  it("a credit note: type 381 whose buyer reference is the invoice it corrects", async () => {
    const xml = await renderEInvoiceXml(creditNote, paidByCard);
    expect(tag(xml, "TypeCode")).toContain("381");
    expect(tag(xml, "BuyerReference")).toEqual(["2026-00042"]);
    expect(tag(xml, "GrandTotalAmount")).toEqual(["200.00"]);
    expect(await bothRuleSets(xml)).toEqual([]);
  });

  it("a transfer the document names no account for, and cash, pass as well", async () => {
    // Paid by transfer before the invoice was issued, and the credit note of such an invoice
    // (paid back to the buyer's account, which the school does not keep): 42 payment to bank account.
    const paidTransfer: InvoiceDocument = { ...paidByCard, paymentMethod: "bank-transfer" };
    const transferCredit: InvoiceDocument = { ...creditNote, paymentMethod: "bank-transfer" };
    for (const [document, corrected] of [
      [paidTransfer, null],
      [transferCredit, paidTransfer],
    ] as const) {
      const xml = await renderEInvoiceXml(document, corrected);
      expect(tag(section(xml, "SpecifiedTradeSettlementPaymentMeans"), "TypeCode")).toEqual(["42"]);
      expect(xml).not.toContain("IBANID");
      expect(await bothRuleSets(xml)).toEqual([]);
    }
    const cash = await renderEInvoiceXml({ ...paidByCard, paymentMethod: "cash" }, null);
    expect(tag(section(cash, "SpecifiedTradeSettlementPaymentMeans"), "TypeCode")).toEqual(["10"]);
    expect(await bothRuleSets(cash)).toEqual([]);
  });

  it("the rules catch what XRechnung requires (the check can fail)", async () => {
    const xml = await renderEInvoiceXml(paidByCard, null);
    const withoutReference = xml.replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, "");
    expect(withoutReference).not.toContain("BuyerReference");
    // Still an EN 16931 invoice, but no XRechnung.
    expect(await en16931CiiErrors(withoutReference)).toEqual([]);
    expect(await xrechnungCiiFailures(withoutReference)).toEqual([
      expect.stringMatching(/^BR-DE-15 \(fatal\)/),
    ]);
    const byCard = xml.replace("<ram:TypeCode>68</ram:TypeCode>", "<ram:TypeCode>48</ram:TypeCode>");
    expect(await xrechnungCiiFailures(byCard)).toEqual([expect.stringMatching(/^BR-DE-24-a \(fatal\)/)]);
    const plainEn16931 = xml.replace(
      "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
      "urn:cen.eu:en16931:2017",
    );
    expect(await xrechnungCiiFailures(plainEn16931)).toEqual([
      expect.stringMatching(/^BR-DE-21 \(warning\)/),
    ]);
  });
});
