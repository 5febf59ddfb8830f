// Invoices issued later, in English: for a paid purchase that has none (bought before invoices
// existed): the staff customer page's action, the export page's count and its one action, and the
// mail that brings the customer the invoice. missing-invoices-es.ts has exactly this shape.
// Placeholders in braces are filled by fill() / plural().

const en = {
  customer: {
    heading: "Paid purchases without an invoice",
    intro:
      "These purchases are paid but have no invoice (most were bought before invoices were issued automatically). Issuing one gives it the next number of this year's series, dated today; the customer finds it in My account.",
    summary: "Issue the invoice for {product} of {date} ({amount})",
    name: "Name on the invoice",
    address: "Billing address (optional, one line each)",
    vatId: "Company's VAT ID (optional, only for a company named above)",
    notify: "Mail the invoice to the customer",
    submit: "Issue invoice",
    done: {
      "invoice-issued": "The invoice is issued: it is listed under invoices and in the customer's account.",
      "invoice-issued-mailed": "The invoice is issued and its mail to the customer is queued.",
      "invoice-existed": "This purchase already has its invoice: nothing was issued.",
    },
  },
  exports: {
    heading: "Paid purchases without an invoice",
    count: {
      one: "1 paid purchase has no invoice: it is missing from the accountant's months.",
      other: "{count} paid purchases have no invoice: they are missing from the accountant's months.",
    },
    none: "Every paid purchase has its invoice.",
    explain:
      "Each gets the next number of this year's series, dated today, made out to the customer's account name; it appears in this month's export. The customers find it in My account (no mail is sent).",
    waitingForAddress: {
      one: "1 purchase waits for the buyer's address, which an invoice of its amount must state: the customer is asked for it in My account, or issue it on the customer's page with the address.",
      other:
        "{count} purchases wait for the buyer's address, which invoices of their amount must state: the customers are asked for it in My account, or issue each on the customer's page with the address.",
    },
    submit: "Issue the missing invoices",
    ownerOnly:
      "Only an owner issues them all at once; any staff member can issue one on the customer's page.",
    done: {
      "invoices-issued": {
        one: "1 invoice is issued.",
        other: "{count} invoices are issued.",
      },
      "invoices-none": "No paid purchase was without an invoice: nothing was issued.",
      "invoices-more": "{count} remain: issue them again to continue.",
    },
  },
  mail: {
    subject: "Your invoice {number} from {brand}",
    intro: "Here is the invoice for {product}, which you paid on {date}.",
    attached: "The invoice {number} is attached as a PDF; you also find it in My account.",
    button: "My account",
  },
};

export type MissingInvoicesTexts = typeof en;
export default en;
