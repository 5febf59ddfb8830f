import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { ciiSchemaErrors } from "../../../tests/support/cii-schema";
import { sampleInvoice } from "../../../tests/support/sample-invoice";
import { renderEInvoiceXml } from "./e-invoice.server";
import type { InvoiceDocument } from "./invoice-issue.server";

// Before any business rule, an e-invoice must be a valid document of its syntax: the CII XML
// against the UN/CEFACT D16B schema EN 16931 binds to (the first step of the KoSIT validator).

const company: InvoiceDocument = {
  ...sampleInvoice,
  customerName: "Muster Logistik GmbH",
  billingAddress: "Große Straße 5\n60311 Frankfurt am Main\nDE",
  buyerVatId: "DE123456789",
};

const creditNote: InvoiceDocument = {
  ...company,
  id: "00000000-0000-4000-8000-000000000003",
  number: "2026-00050",
  sequence: 50,
  kind: "credit-note",
  correctsId: company.id,
  creditReason: "partial-refund",
  issuedAt: new Date("2026-12-01T09:00:00Z"),
  netCents: -1_681,
  vatCents: -319,
  grossCents: -2_000,
};

const awaitedTransfer: InvoiceDocument = {
  ...company,
  paymentMethod: "bank-transfer",
  dueOn: "2026-12-11",
  paidOn: null,
  payeeAccountHolder: site.bankTransfer.accountHolder,
  payeeIban: "DE02 1203 0000 0000 2020 51",
};

describe("the e-invoice's XML against the CII D16B schema", () => {
  it.each([
    ["a company's paid invoice", company, null],
    ["a credit note", creditNote, company],
    ["an invoice awaiting a bank transfer", awaitedTransfer, null],
  ] as const)(
    "%s is valid",
    async (_name, document, corrected) => {
      expect(await ciiSchemaErrors(await renderEInvoiceXml(document, corrected))).toEqual([]);
    },
    30_000,
  );

  it("reports an element out of the schema's order (the check can fail)", async () => {
    const xml = await renderEInvoiceXml(company, null);
    // The document's context must come first; moved after the document itself, it is invalid.
    const context =
      /<rsm:ExchangedDocumentContext>[\s\S]*?<\/rsm:ExchangedDocumentContext>/.exec(xml)?.[0] ?? "";
    expect(context).not.toBe("");
    const broken = xml
      .replace(context, "")
      .replace("</rsm:ExchangedDocument>", `</rsm:ExchangedDocument>${context}`);
    expect((await ciiSchemaErrors(broken)).join("\n")).toContain("ExchangedDocumentContext");
  }, 30_000);
});
