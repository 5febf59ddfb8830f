import type { Invoice, InvoiceService } from "@e-invoice-eu/core";
import { type ProductId, products } from "~/content/catalog";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { shareOut, splitByRate } from "~/content/vat";
import { invoicePdfGerman } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDateGerman } from "~/i18n/format";
import type { InvoiceDocument } from "./invoice-issue.server";
import { documentLines } from "./invoice-lines.server";

// The e-invoice of an issued document (§ 14 (1) S. 3 UStG: from 2025 an invoice between businesses
// is an electronic invoice in a structured format conforming to EN 16931). Built from the document's
// own copy, like its PDF, so it states the same number, dates, lines, rates and totals:
// - the Cross Industry Invoice XML (UN/CEFACT CII D16B) as an XRechnung 3.0: the German CIUS of
//   EN 16931 (§ 4 (1) E-Rechnungsverordnung) that public and many private recipients check with
//   KoSIT's rules; it is an EN 16931 invoice too, with the fields the CIUS makes mandatory;
// - the ZUGFeRD / Factur-X PDF: the document's PDF as PDF/A-3 with the same data embedded as CII
//   (profile EN 16931, the profile Factur-X names for it).
// @e-invoice-eu/core takes the invoice in its UBL-shaped internal format and writes both.

/** The XML's file name inside the Factur-X PDF and as a download (the standard's own name). */
export const facturXXmlName = "factur-x.xml";

export function eInvoiceXmlFilename(document: Pick<InvoiceDocument, "number">): string {
  return `${document.number}.xml`;
}

export function eInvoicePdfFilename(document: Pick<InvoiceDocument, "number">): string {
  return `${document.number}-zugferd.pdf`;
}

const euro = (cents: number) => (cents / 100).toFixed(2);

/** The specification identifier (BT-24) of each format the document is written in. */
const specification = {
  xrechnung: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
  en16931: "urn:cen.eu:en16931:2017",
} as const;

export type EInvoiceSpecification = keyof typeof specification;

/**
 * UNTDID 4461 payment means (BT-81): what the document says was (or is to be) used to pay, in the
 * codes whose groups it can fill. A card payment went through the online payment provider: "48 bank
 * card" would ask for the card's number (BG-18, XRechnung BR-DE-24-a) that the school never sees,
 * so it is "68 online payment service". A transfer to the account the document names is "58 SEPA
 * credit transfer" with that account (BG-17, BR-DE-23-a); a transfer the document names no account
 * for (paid before it was issued, or a credit note paid back to the buyer's own account, which the
 * school does not keep) is "42 payment to bank account". Cash is "10 in cash".
 */
function paymentMeansCode(document: InvoiceDocument, payeeIban: string | null): string {
  if (document.paymentMethod === "card") return "68";
  if (document.paymentMethod === "cash") return "10";
  return payeeIban ? "58" : "42";
}

/**
 * The buyer reference (BT-10) XRechnung requires (BR-DE-15). A public buyer gives its Leitweg-ID
 * here; a company buying a course gives none, so it is the number of the invoice the document
 * belongs to: the reference the buyer already quotes to the school, and for a credit note the
 * invoice it corrects (the CII the library writes carries no BT-25, see below).
 */
function buyerReference(
  document: InvoiceDocument,
  corrected: Pick<InvoiceDocument, "number"> | null,
): string {
  return document.kind === "credit-note" && corrected ? corrected.number : document.number;
}

/** A postal address from the document's lines ("Street 1", [line 2], "60311 Frankfurt", ["DE"]). */
export function postalAddressOf(text: string | null): {
  street: string | null;
  additional: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
} {
  const lines = (text ?? "")
    .split(/\r\n|[\n\r\u0085\u2028\u2029]/)
    .map((line) => line.trim())
    .filter(Boolean);
  // ISO 3166-1 alpha-2 (BT-55): the checkout and the provider both give the country as its code; an
  // address typed without one is in Germany, where the school sells.
  const last = lines.at(-1);
  const country = last && /^[A-Za-z]{2}$/.test(last) ? (lines.pop() ?? "DE").toUpperCase() : "DE";
  const placeIndex = lines.findIndex((line, index) => index > 0 && /^\d[\d\s-]*\s+\p{L}/u.test(line));
  const place = placeIndex > 0 ? lines[placeIndex] : undefined;
  const match = place?.match(/^(\d[\d-]*)\s+(.+)$/);
  const rest = lines.filter((_, index) => index !== placeIndex);
  return {
    street: rest[0] ?? null,
    additional: rest.slice(1).join(", ") || null,
    postcode: match?.[1] ?? null,
    city: match?.[2] ?? (place ? place : rest.length > 1 ? (rest.at(-1) ?? null) : null),
    country,
  };
}

function lineName(part: string, document: InvoiceDocument): string {
  if (part === "eye-test") return invoicePdfGerman.eyeTest;
  return products[part as ProductId]?.name[document.locale] ?? part;
}

/**
 * The document in the library's internal (UBL-shaped) format. A credit note is type 381 with its
 * amounts positive and a reference to the invoice it corrects (BT-25), as EN 16931 states a credit;
 * the stored document keeps its amounts negative for the accountant's sums.
 */
export function eInvoiceData(
  document: InvoiceDocument,
  corrected: Pick<InvoiceDocument, "number" | "issuedAt"> | null,
  format: EInvoiceSpecification = "xrechnung",
): Invoice {
  const credit = document.kind === "credit-note";
  const sign = credit ? -1 : 1;
  const all = documentLines(document).map((line) => ({ ...line, grossCents: sign * line.grossCents }));
  // A line taken to zero by an earlier refund has no amount to state and no tax to break down.
  const lines = all.some((line) => line.grossCents !== 0) ? all.filter((line) => line.grossCents !== 0) : all;
  const rates = splitByRate(lines);
  // The net of each line: its rate's net (gross less the rate's VAT, computed once per rate, § 14 (4)
  // Nr. 8 UStG) shared over the rate's lines, so the lines add up to the breakdown (BR-CO-10).
  const netOfLine = new Map<number, number>();
  for (const rate of rates) {
    const indexes = lines.flatMap((line, index) => (line.vatRatePercent === rate.ratePercent ? [index] : []));
    const shares = shareOut(
      rate.netCents,
      indexes.map((index) => Math.max(1, lines[index]?.grossCents ?? 0)),
    );
    indexes.forEach((lineIndex, shareIndex) => netOfLine.set(lineIndex, shares[shareIndex] ?? 0));
  }
  const net = rates.reduce((sum, rate) => sum + rate.netCents, 0);
  const vat = rates.reduce((sum, rate) => sum + rate.vatCents, 0);
  const gross = net + vat;
  const issuedOn = todayInSchoolTimeZone(document.issuedAt);
  // Paid already unless an invoice waits for its bank transfer (BT-113 prepaid, BT-115 due).
  const awaited = !credit && document.dueOn !== null;
  const category = (percent: number) => (percent === 0 ? "E" : "S");
  const taxCategory = (percent: number) => ({
    "cbc:ID": category(percent),
    "cbc:Percent": String(percent),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  });
  const buyer = postalAddressOf(document.billingAddress);
  const buyerName = document.customerName?.trim() || document.customerEmail || "—";
  // The account the buyer is to pay into, as the document states it (an awaited transfer).
  const payeeIban = awaited && document.payeeIban ? document.payeeIban.replace(/\s+/g, "") : null;

  const invoice = {
    "ubl:Invoice": {
      "cbc:CustomizationID": specification[format],
      "cbc:ID": document.number,
      "cbc:IssueDate": issuedOn,
      ...(awaited && document.dueOn ? { "cbc:DueDate": document.dueOn } : {}),
      // UNTDID 1001: 380 commercial invoice, 381 credit note.
      "cbc:InvoiceTypeCode": credit ? "381" : "380",
      // BT-22: the correction in words as the PDF states it. @e-invoice-eu/core 2.3 leaves the
      // preceding invoice (BT-25, below) out of its CII, so the note is what carries it there.
      ...(credit && corrected
        ? {
            "cbc:Note": [
              fill(invoicePdfGerman.corrects, {
                number: corrected.number,
                date: formatDateGerman(todayInSchoolTimeZone(corrected.issuedAt)),
              }),
            ],
          }
        : {}),
      "cbc:DocumentCurrencyCode": "EUR",
      "cbc:BuyerReference": buyerReference(document, corrected),
      ...(credit && corrected
        ? {
            "cac:BillingReference": [
              {
                "cac:InvoiceDocumentReference": {
                  "cbc:ID": corrected.number,
                  "cbc:IssueDate": todayInSchoolTimeZone(corrected.issuedAt),
                },
              },
            ],
          }
        : {}),
      "cac:AccountingSupplierParty": {
        "cac:Party": {
          "cbc:EndpointID": site.supportEmail,
          "cbc:EndpointID@schemeID": "EM",
          "cac:PostalAddress": {
            "cbc:StreetName": site.office.street,
            "cbc:CityName": site.office.city,
            "cbc:PostalZone": site.office.postalCode,
            "cac:Country": { "cbc:IdentificationCode": "DE" },
          },
          "cac:PartyTaxScheme": [{ "cbc:CompanyID": site.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } }],
          "cac:PartyLegalEntity": { "cbc:RegistrationName": site.legalName },
          // BG-6 seller contact: name, phone and e-mail (XRechnung BR-DE-2, BR-DE-5/6/7).
          "cac:Contact": {
            "cbc:Name": site.invoiceContactName,
            "cbc:Telephone": site.phoneDisplay,
            "cbc:ElectronicMail": site.supportEmail,
          },
        },
      },
      "cac:AccountingCustomerParty": {
        "cac:Party": {
          ...(document.customerEmail
            ? { "cbc:EndpointID": document.customerEmail, "cbc:EndpointID@schemeID": "EM" }
            : {}),
          "cac:PostalAddress": {
            ...(buyer.street ? { "cbc:StreetName": buyer.street } : {}),
            ...(buyer.additional ? { "cbc:AdditionalStreetName": buyer.additional } : {}),
            ...(buyer.city ? { "cbc:CityName": buyer.city } : {}),
            ...(buyer.postcode ? { "cbc:PostalZone": buyer.postcode } : {}),
            "cac:Country": { "cbc:IdentificationCode": buyer.country },
          },
          // BT-48: the VAT id of a company buying in its own name.
          ...(document.buyerVatId
            ? {
                "cac:PartyTaxScheme": {
                  "cbc:CompanyID": document.buyerVatId,
                  "cac:TaxScheme": { "cbc:ID": "VAT" },
                },
              }
            : {}),
          "cac:PartyLegalEntity": { "cbc:RegistrationName": buyerName },
        },
      },
      "cac:Delivery": { "cbc:ActualDeliveryDate": document.serviceOn },
      "cac:PaymentMeans": [
        {
          "cbc:PaymentMeansCode": paymentMeansCode(document, payeeIban),
          "cbc:PaymentID": document.paymentReference ?? document.number,
          ...(payeeIban
            ? {
                "cac:PayeeFinancialAccount": {
                  "cbc:ID": payeeIban,
                  ...(document.payeeAccountHolder ? { "cbc:Name": document.payeeAccountHolder } : {}),
                },
              }
            : {}),
        },
      ],
      "cac:TaxTotal": [
        {
          "cbc:TaxAmount": euro(vat),
          "cbc:TaxAmount@currencyID": "EUR",
          "cac:TaxSubtotal": rates.map((rate) => ({
            "cbc:TaxableAmount": euro(rate.netCents),
            "cbc:TaxableAmount@currencyID": "EUR",
            "cbc:TaxAmount": euro(rate.vatCents),
            "cbc:TaxAmount@currencyID": "EUR",
            "cac:TaxCategory": {
              ...taxCategory(rate.ratePercent),
              // BR-E-10: an exempt rate names its exemption (the first-aid course, § 4 Nr. 21 UStG).
              ...(rate.ratePercent === 0
                ? { "cbc:TaxExemptionReason": "Steuerfrei nach § 4 Nr. 21 UStG" }
                : {}),
            },
          })),
        },
      ],
      "cac:LegalMonetaryTotal": {
        "cbc:LineExtensionAmount": euro(net),
        "cbc:LineExtensionAmount@currencyID": "EUR",
        "cbc:TaxExclusiveAmount": euro(net),
        "cbc:TaxExclusiveAmount@currencyID": "EUR",
        "cbc:TaxInclusiveAmount": euro(gross),
        "cbc:TaxInclusiveAmount@currencyID": "EUR",
        ...(awaited ? {} : { "cbc:PrepaidAmount": euro(gross), "cbc:PrepaidAmount@currencyID": "EUR" }),
        "cbc:PayableAmount": euro(awaited ? gross : 0),
        "cbc:PayableAmount@currencyID": "EUR",
      },
      "cac:InvoiceLine": lines.map((line, index) => {
        const lineNet = netOfLine.get(index) ?? 0;
        return {
          "cbc:ID": String(index + 1),
          // UN/ECE Rec. 20 "C62": one (a unit of the service).
          "cbc:InvoicedQuantity": "1",
          "cbc:InvoicedQuantity@unitCode": "C62",
          "cbc:LineExtensionAmount": euro(lineNet),
          "cbc:LineExtensionAmount@currencyID": "EUR",
          "cac:Item": {
            "cbc:Name": lineName(line.part, document),
            "cac:ClassifiedTaxCategory": taxCategory(line.vatRatePercent),
          },
          "cac:Price": { "cbc:PriceAmount": euro(lineNet), "cbc:PriceAmount@currencyID": "EUR" },
        };
      }),
    },
  };
  return invoice as unknown as Invoice;
}

// Loaded with the first e-invoice, not at the start: the library and what it brings (a
// spreadsheet reader among them) measured ~60 MB of RSS and ~30 MB of heap in every instance, for
// documents only companies get.
let service: Promise<InvoiceService> | undefined;
function eInvoiceService(): Promise<InvoiceService> {
  service ??= import("@e-invoice-eu/core").then((library) => new library.InvoiceService(quietLogger()));
  return service;
}

/** The CII XML of the document as an XRechnung 3.0 (and so an EN 16931 invoice). */
export async function renderEInvoiceXml(
  document: InvoiceDocument,
  corrected: Pick<InvoiceDocument, "number" | "issuedAt"> | null,
): Promise<string> {
  const xml = await (
    await eInvoiceService()
  ).generate(eInvoiceData(document, corrected, "xrechnung"), {
    format: "XRECHNUNG-CII",
    lang: "de",
  });
  return typeof xml === "string" ? xml : Buffer.from(xml).toString("utf8");
}

/** The ZUGFeRD / Factur-X PDF: the document's own PDF as PDF/A-3 carrying its CII XML. */
export async function renderEInvoicePdf(
  document: InvoiceDocument,
  corrected: Pick<InvoiceDocument, "number" | "issuedAt"> | null,
  pdf: Buffer,
): Promise<Buffer> {
  const result = await (
    await eInvoiceService()
  ).generate(eInvoiceData(document, corrected, "en16931"), {
    format: "Factur-X-EN16931",
    lang: "de",
    pdf: { buffer: pdf, filename: `${document.number}.pdf`, mimetype: "application/pdf" },
  });
  return Buffer.from(result as Uint8Array);
}

// The library logs its progress; nothing of a document (names, addresses) goes into our logs.
function quietLogger() {
  const nothing = () => undefined;
  return { log: nothing, warn: nothing, error: nothing };
}
