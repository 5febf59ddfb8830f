// Invoices and credit notes in English: the PDF's second language, the refund mail, the account's
// list of documents and the staff's refund and billing forms. The PDF's German labels, the
// document's legal language, are in invoices-pdf-de.ts with the same keys as `pdf`.
const en = {
  pdf: {
    invoice: "Invoice",
    creditNote: {
      "partial-refund": "Invoice correction",
      "full-refund": "Cancellation invoice",
      "billing-correction": "Cancellation invoice",
      "service-date-correction": "Cancellation invoice",
    },
    correction: {
      "refund-without-invoice": "Correction: refund without an invoice",
      "lost-dispute": "Correction: dispute lost (chargeback)",
    },
    number: "Number",
    issuedOn: "Date",
    serviceOn: "Date of service",
    serviceStates: {
      rendered: "rendered",
      planned: "planned",
      prepaid: "Prepayment – service not yet rendered",
    },
    eyeTest: "Eye test",
    vatBreakdown: "VAT breakdown",
    vatAtRate: "VAT {rate} %",
    exempt: "Services at 0 %: exempt from VAT under § 4 No. 21 UStG.",
    corrects: "Corrects invoice {number} of {date}",
    seller: "Seller",
    vatId: "VAT ID",
    customer: "Billed to",
    description: "Description",
    net: "Net",
    vatRate: "VAT rate",
    vat: "VAT",
    gross: "Gross",
    total: "Total",
    paidBy: {
      card: "Paid by card on {date}.",
      "bank-transfer": "Paid by bank transfer on {date}.",
      cash: "Paid in cash on {date}.",
    },
    refunded: "Refunded on {date} by the payment method you used.",
    billingCorrected: "Cancelled to correct the invoice details.",
    serviceDateCorrected: "Cancelled because the course date moved; the new invoice states the new date.",
    // An invoice issued before its bank transfer: what is owed, by when, and where to.
    dueBy: "Please pay by bank transfer by {date}, quoting the invoice number.",
    payee: "Account holder: {holder} · IBAN: {iban} · BIC: {bic}",
    reference: "Payment reference: {reference}",
    page: "Page {page} of {pages}",
  },
  mail: {
    eInvoiceAttached:
      "For your company's accounts the same document is attached as an e-invoice: the XRechnung (XML file, EN 16931) and a ZUGFeRD PDF.",
    invoiceAttached: "Your invoice {number} is attached as a PDF; you also find it in My account.",
    refundSubject: "Your refund from {brand}: credit note {number}",
    refundSubjectPlain: "Your refund from {brand}",
    refundIntro: "We have refunded {amount} for {product}.",
    paidBackBy: {
      card: "The money goes back by the payment method you used; your bank shows it within a few days.",
      cash: "The money was paid back to you in cash.",
      "bank-transfer": "The money was paid back to you by bank transfer.",
      unknown: "The money goes back by the means of payment you used.",
    },
    endsCourse: "This refund ends your access to the online course.",
    endsSeat: "This refund cancels your place on the first-aid course on {date}.",
    endsNothing: "Your purchase otherwise stays as it is: your access and bookings are unchanged.",
    creditNoteAttached: "The credit note {number}, which corrects invoice {invoice}, is attached as a PDF.",
    button: "My account",
  },
  checkout: {
    legend: "Invoice details (optional)",
    hint: "Leave empty to have the invoice made out to your name. An employer can also buy in its own name: enter the company's name and address, and the invoice is made out to it.",
    // Above the simplified-invoice limit the invoice must name the recipient's address (§ 14 (4) Nr. 1 UStG).
    legendRequired: "Invoice address",
    hintRequired:
      "An invoice for this amount must state the buyer's full address. The name is optional: leave it empty to have the invoice made out to your name, or enter a company's name to have it buy in its own name.",
    addressRequired: "Please enter the full invoice address: street and number, postcode, city and country.",
    name: "Name on the invoice",
    line1: "Street and number",
    postalCode: "Postcode",
    city: "City",
    country: "Country",
    // A company buying in its own name (§ 14 (4) Nr. 1 UStG) gets its invoice as an e-invoice too.
    companyLegend: "Buying for a company (optional)",
    companyHint:
      "Enter the company's name and its VAT ID to have the invoice made out to the company. It also receives the invoice as an e-invoice (XML and ZUGFeRD PDF).",
    companyName: "Company name",
    vatId: "VAT ID (for example DE123456789)",
    companyIncomplete: "Please enter both the company's name and its VAT ID, or leave both empty.",
    vatIdInvalid:
      "This VAT ID is not valid: it starts with the two letters of the country (for example DE) followed by 2 to 13 letters or digits.",
  },
  account: {
    heading: "Invoices and credit notes",
    intro: "Every document as a PDF, to download or forward.",
    addressHeading: "Your invoice needs your address",
    addressIntro:
      "The invoice for {product} of {date} must state the buyer's full address, and we have none. Enter it here and your invoice is issued at once.",
    addressName: "Name on the invoice (optional: a company's name, or empty for your own)",
    addressSubmit: "Issue my invoice",
    addressDone: "Thank you: your invoice is issued and listed below.",
    addressUnknown: "This purchase needs no address any more: reload the page.",
    number: "Number",
    date: "Date",
    kind: { invoice: "Invoice", "credit-note": "Credit note" },
    amount: "Amount",
    download: "PDF",
    downloadLabel: "PDF: {kind} {number}",
    // A company's documents as e-invoices: the XRechnung XML and the ZUGFeRD PDF.
    eInvoiceXml: "XRechnung (XML)",
    eInvoiceXmlLabel: "E-invoice as XRechnung XML: {kind} {number}",
    eInvoicePdf: "ZUGFeRD",
    eInvoicePdfLabel: "E-invoice as ZUGFeRD PDF: {kind} {number}",
  },
  staff: {
    documentsHeading: "Invoices and credit notes",
    noDocuments: "No invoices yet.",
    number: "Number",
    kind: "Document",
    kindInvoice: "Invoice",
    kindCreditNote: "Credit note",
    date: "Date",
    amount: "Amount",
    pdf: "PDF",
    open: "Open {number} (PDF)",
    refundAmount: "Amount to refund (€)",
    refundAmountHint: "At most {remaining} remain to be refunded.",
    refundPolicy:
      "A partial refund keeps the course access and the first-aid seat. Only a refund of the full remaining amount ends them (course access, the seat on the booked date). Every refund issues a credit note.",
    notifyCustomer: "Tell the customer (mail with the credit note)",
    billingHeading: "Correct the name, address or VAT ID on invoice {number} ({product})",
    billingName: "Name on the invoice",
    billingAddress: "Billing address (one line each)",
    billingVatId: "Company's VAT ID (only for a company named above)",
    billingHint:
      "Saving a change issues a credit note for the current invoice and a new invoice with the corrected details.",
    billingSubmit: "Correct invoice",
  },
};

export type InvoicesTexts = typeof en;
export type InvoicePdfTexts = InvoicesTexts["pdf"];
export default en;
