// The staff export page and the staff's month file (English). Placeholders in braces ({month},
// {count}, {name}…) are filled by fill() / plural().

const staffExportsEn = {
  title: "Exports",
  intro:
    "The invoices and credit notes issued in one month, for the accountant. A refund appears as a credit note (a negative row) in the month it happened: a month already sent never changes.",
  month: "Month",
  show: "Show",
  monthInvalid: "Choose a month.",
  emptyMonth: "Nothing to export for {month}: no invoice or credit note is dated in it.",
  settingsUnset:
    "The DATEV settings (consultant and client number, chart of accounts, fiscal year) are not filled in yet: the DATEV file uses stand-ins and is for trying the import only.",
  count: {
    one: "1 document issued in {month}",
    other: "{count} documents issued in {month}",
  },
  invoices: "Invoices",
  creditNotes: "Credit notes",
  total: "Total",
  net: "Net",
  vat: "VAT",
  gross: "Gross",
  downloadsHeading: "Download {month}",
  formats: {
    datev: {
      label: "DATEV (Buchungsstapel)",
      hint: "For the tax consultant's DATEV import: one booking per document, Windows-1252.",
    },
    "german-csv": {
      label: "CSV for the accountant (German)",
      hint: "Semicolons, decimal comma, dates as DD.MM.YYYY: opens as it is in German Excel.",
    },
    "staff-csv": {
      label: "CSV in English",
      hint: "The same rows with commas and decimal points, for reading here.",
    },
  },
  alreadyDownloaded: "Already downloaded:",
  notDownloaded: "This month has not been downloaded yet.",
  historyHeading: "Downloads",
  historyEmpty: "No month has been downloaded yet.",
  history: {
    month: "Month",
    format: "File",
    by: "By",
    when: "When",
  },
  csv: {
    columns: {
      date: "Date",
      number: "Document number",
      document: "Document",
      customer: "Customer",
      product: "Product",
      net: "Net",
      vatRate: "VAT rate (%)",
      vat: "VAT",
      gross: "Gross",
      paymentMethod: "Payment method",
      paymentReference: "Payment reference",
      providerPaymentId: "Provider's payment ID",
      corrects: "Corrects invoice",
      serviceOn: "Date of service",
      service: "Service",
      taxPeriod: "Tax period date",
    },
    paymentMethods: {
      card: "Card through the payment provider",
      "bank-transfer": "Bank transfer",
      cash: "Cash",
    },
  },
};

export default staffExportsEn;
export type StaffExportsTexts = typeof staffExportsEn;
