import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { pdfText } from "../../../tests/support/pdf-text";
import { sampleInvoice } from "../../../tests/support/sample-invoice";
import type { InvoiceDocument } from "./invoice-issue.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

const invoice = sampleInvoice;

describe("invoice PDF", () => {
  it("states number, seller, VAT id, the amounts in German form and renders ü, ñ and €", async () => {
    const text = await pdfText(await renderInvoicePdf(invoice, null));
    expect(text).toMatch(/^Rechnung$/m);
    expect(text).toMatch(/^Factura$/m);
    expect(text).toContain("2026-00042");
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.vatId);
    expect(text).toContain("27.11.2026");
    expect(text).toContain("05.12.2026");
    expect(text).toContain("1.036,98 €");
    expect(text).toContain("197,02 €");
    expect(text).toContain("1.234,00 €");
    expect(text).toContain("19 %");
    expect(text).toContain("Begoña Müller");
    expect(text).toContain("Große Straße 5");
    expect(text).toContain("Bezahlt per Karte am 27.11.2026.");
    expect(text).toContain("Pagado con tarjeta el 27.11.2026.");
  });

  it("names a credit note and the invoice it corrects, with negative amounts", async () => {
    const note: InvoiceDocument = {
      ...invoice,
      locale: "en",
      kind: "credit-note",
      number: "2026-00050",
      correctsId: invoice.id,
      creditReason: "partial-refund",
      issuedAt: new Date("2026-12-01T09:00:00Z"),
      netCents: -1680,
      vatCents: -320,
      grossCents: -2000,
    };
    const text = await pdfText(await renderInvoicePdf(note, invoice));
    expect(text).toMatch(/^Rechnungskorrektur$/m);
    expect(text).toMatch(/^Invoice correction$/m);
    expect(text).not.toContain("Gutschrift");
    expect(text).toContain("Korrigiert die Rechnung 2026-00042 vom 27.11.2026");
    expect(text).toContain("Corrects invoice 2026-00042 of 27.11.2026");
    expect(text).toContain("-20,00 €");
  });

  // A name in any script a customer can type prints as itself: the text extracted back from the
  // PDF is the name, not empty boxes (which extract as nothing or as U+FFFD).
  const names = {
    Latin: "Zoë Łukasiewicz-Ñúñez",
    Cyrillic: "Анна Кузнецова",
    Greek: "Αλέξανδρος Παπαδόπουλος",
    Arabic: "محمد",
    Chinese: "王小明",
    Japanese: "さくら ヤマダ 山田",
    Korean: "김민준",
    emoji: "Ana 😀🚗",
    "mathematical letters": "𝐀𝐧𝐚 𝒢𝓇𝑒𝓎",
  };
  it.each(Object.entries(names))("prints a name in %s as itself", async (_script, name) => {
    const text = await pdfText(await renderInvoicePdf({ ...invoice, customerName: name }, null));
    expect(text.normalize("NFKC")).toContain(name.normalize("NFKC"));
    expect(text).toContain(name);
  });

  it("prints a name with line breaks on one line", async () => {
    const name = "Begoña\r\nMüller\u2028Ruiz";
    const text = await pdfText(await renderInvoicePdf({ ...invoice, customerName: name }, null));
    expect(text).toMatch(/^Begoña Müller Ruiz$/m);
  });

  it("states its language in the catalog (ISO 32000-1 §14.9.2)", async () => {
    const pdf = Buffer.from(await renderInvoicePdf(invoice, null)).toString("latin1");
    expect(pdf).toMatch(/\/Type \/Catalog[^>]*\/Lang \(de\)|\/Lang \(de\)[^>]*\/Type \/Catalog/);
  });
});
