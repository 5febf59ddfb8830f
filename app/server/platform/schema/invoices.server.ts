import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.server";
import { purchases } from "./purchases.server";

// Invoices and credit notes. A document is written once and never changed or deleted: it holds its
// own copy of everything it states (name, address, amounts, payment), so later changes to the
// customer or the purchase, or the deletion of the customer's personal data, leave it as issued.
// Tax law keeps them for eight years (§ 147 (3) AO, § 14b UStG; ten until 2024).

export const invoiceDocumentKinds = ["invoice", "credit-note"] as const;
export type InvoiceDocumentKind = (typeof invoiceDocumentKinds)[number];

/**
 * Why a credit note was issued, fixed when it is issued so its title never changes: a refund of part
 * of the invoice ("Rechnungskorrektur"), a refund of all of it ("Stornorechnung"), or the
 * cancellation of an invoice made out to a wrong name or address, reissued corrected (§ 14 (4) Nr. 1
 * UStG). Never "Gutschrift": in VAT law that is a self-billed invoice (§ 14 (2) S. 2 UStG).
 */
export const creditNoteReasons = [
  "partial-refund",
  "full-refund",
  "billing-correction",
  // A first-aid booking moved to another day: the invoice's date of service was wrong (§ 14 (4)
  // Nr. 6 UStG), so it is cancelled and reissued with the new day.
  "service-date-correction",
] as const;
export type CreditNoteReason = (typeof creditNoteReasons)[number];

/**
 * Whether the service was rendered by the date of service (§ 14 (4) Nr. 6 UStG): `rendered` on or
 * before it; `planned`, a booked course date after the document's date; `prepaid`, paid ahead for
 * a service on days not yet fixed ("Vorauszahlung – Leistung noch nicht erbracht", § 14 (5) UStG).
 */
export const serviceStatuses = ["rendered", "planned", "prepaid"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

/** One line of a document: a catalog product or the eye test, its gross (signed) and its rate. */
export interface InvoiceLine {
  part: string;
  grossCents: number;
  vatRatePercent: number;
}

export const invoicePaymentMethods = ["card", "bank-transfer", "cash"] as const;

/**
 * One number series per calendar year (Frankfurt time), shared by invoices and credit notes. The
 * row of the year is incremented in the transaction that issues the document: a rolled-back
 * transaction gives its number back, a concurrent one waits on the row, so numbers have no gaps
 * and no duplicates on either database.
 */
export const invoiceSeries = pgTable("invoice_series", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

export const invoiceDocuments = pgTable(
  "invoice_documents",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** "2026-00001", with the configured prefix in front when there is one. */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind", { enum: invoiceDocumentKinds }).notNull(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "restrict" }),
    /** Credit notes: the invoice they correct. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => invoiceDocuments.id, {
      onDelete: "restrict",
    }),
    /** Credit notes: why it was issued; null for invoices. */
    creditReason: text("credit_reason", { enum: creditNoteReasons }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The date of the service: the course date of a first-aid booking, else the purchase day. */
    serviceOn: date("service_on", { mode: "string" }).notNull(),
    /** Null on documents from before it was stored: they stated `serviceOn` as rendered. */
    serviceStatus: text("service_status", { enum: serviceStatuses }),
    /**
     * The document's lines; the totals below are their sum, VAT per rate by splitByRate. Null on
     * documents from before lines: one line of `productId` at `vatRatePercent`.
     */
    lines: jsonb("lines").$type<InvoiceLine[]>(),
    /** The customer's language: the document is issued in German and in this language. */
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    /** The billing address as the customer gave it, lines separated by "\n"; null when none was given. */
    billingAddress: text("billing_address"),
    /**
     * A company buying in its own name (§ 14 (4) Nr. 1 UStG: the invoice names it, `customerName`
     * holding the company's name): its VAT identification number as given (§ 27a UStG, EN 16931
     * BT-48). Null for a consumer. A document with it is also issued as an EN 16931 e-invoice.
     */
    buyerVatId: text("buyer_vat_id"),
    productId: text("product_id").notNull(),
    /** Cents; negative on credit notes; net + VAT = gross. */
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    /** The rate of the first line (the product's own); each line holds its rate. */
    vatRatePercent: integer("vat_rate_percent").notNull(),
    paymentMethod: text("payment_method", { enum: invoicePaymentMethods }).notNull(),
    /**
     * The day the payment came in, when it is not the invoice's own date: an invoice issued later
     * for a purchase paid before (a missing invoice issued by staff). Null: paid on the date issued.
     */
    paidOn: date("paid_on", { mode: "string" }),
    /**
     * An invoice issued before its payment (a bank transfer awaited): the day it is due, and the
     * account to pay into, as printed (§ 14 (4) UStG asks for no payment day then; the document says
     * what is owed and by when). Null on paid invoices and credit notes.
     */
    dueOn: date("due_on", { mode: "string" }),
    payeeAccountHolder: text("payee_account_holder"),
    payeeIban: text("payee_iban"),
    payeeBic: text("payee_bic"),
    paymentReference: text("payment_reference"),
    providerPaymentId: text("provider_payment_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("invoice_documents_purchase_idx").on(table.purchaseId),
    index("invoice_documents_issued_idx").on(table.issuedAt),
    check("invoice_documents_sum_check", sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`),
    check(
      "invoice_documents_credit_note_check",
      sql`(${table.kind} = 'invoice') = (${table.correctsId} is null)`,
    ),
    check(
      "invoice_documents_credit_reason_check",
      sql`(${table.kind} = 'invoice') = (${table.creditReason} is null)`,
    ),
  ],
);

/**
 * Money that went back without a credit note of ours (§ 17 (1), (2) Nr. 1 UStG: the consideration
 * was reduced, so the tax is corrected in the period it happened): a refund of a purchase that has
 * no invoice (paid before invoices existed), and a lost dispute (the card issuer took the payment
 * back). Written once, never changed: one per purchase and kind, so a repeated event books nothing.
 */
export const accountingCorrectionKinds = ["refund-without-invoice", "lost-dispute"] as const;
export type AccountingCorrectionKind = (typeof accountingCorrectionKinds)[number];

export const accountingCorrections = pgTable(
  "accounting_corrections",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: accountingCorrectionKinds }).notNull(),
    /** When the money went back: its month in Frankfurt is the month the correction is booked to. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    productId: text("product_id").notNull(),
    /** The product's lines at their rates, negative: the same shares a credit note would have. */
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    /** Cents, negative. */
    grossCents: integer("gross_cents").notNull(),
    paymentMethod: text("payment_method", { enum: invoicePaymentMethods }).notNull(),
    paymentReference: text("payment_reference"),
    providerPaymentId: text("provider_payment_id"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("accounting_corrections_once").on(table.purchaseId, table.kind),
    check("accounting_corrections_negative", sql`${table.grossCents} < 0`),
  ],
);
