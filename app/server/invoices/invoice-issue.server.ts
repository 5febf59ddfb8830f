import { and, asc, desc, eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import type { Tx } from "../payments/purchase-recording.server";
import { type CreditNoteReason, invoiceDocuments, lessons, purchases, users } from "../platform/schema.server";
import { manualPurchaseMethod } from "../platform/payment-method.server";
import { nextDocumentNumber } from "./invoice-number.server";
import { addressMissing, isFullAddress, needsRecipientAddress } from "./recipient-address.server";
import {
  creditLinesFor,
  invoiceLinesFor,
  remainingLines,
  serviceOfInvoice,
  totalsOf,
} from "./invoice-lines.server";

// Issues invoices and credit notes, each in the caller's transaction with its number from the
// yearly series. Documents are only ever inserted. A purchase has one current invoice (its latest);
// credit notes correct it, and what remains of it is its gross plus its (negative) credit notes.

export type InvoiceDocument = typeof invoiceDocuments.$inferSelect;

/** The name and address the invoice is made out to; null fields fall back to the account's name. */
export interface BillingDetails {
  name: string | null;
  address: string | null;
  /** A company buying in its own name: its VAT id (BT-48); absent or null for a consumer. */
  vatId?: string | null;
}

/** The purchase's latest invoice and the credit notes against it, with what remains of it. */
export interface CurrentInvoice {
  invoice: InvoiceDocument;
  creditNotes: InvoiceDocument[];
  remainingCents: number;
}

export async function currentInvoice(tx: Tx, purchaseId: string): Promise<CurrentInvoice | null> {
  const [invoice] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.purchaseId, purchaseId), eq(invoiceDocuments.kind, "invoice")))
    .orderBy(desc(invoiceDocuments.issuedAt), desc(invoiceDocuments.sequence))
    .limit(1);
  if (!invoice) return null;
  const creditNotes = await tx
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.correctsId, invoice.id))
    .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.sequence));
  const remainingCents = creditNotes.reduce((sum, note) => sum + note.grossCents, invoice.grossCents);
  return { invoice, creditNotes, remainingCents };
}

/**
 * The invoice of a purchase that is paid and has none yet; null otherwise (unpaid, failed, or
 * invoiced before: a repeated delivery issues nothing). Locks the purchase row first, so two
 * deliveries of one payment at once issue one invoice. Over €250 without a full address, nothing is
 * issued either (§ 14 (4) Nr. 1 UStG): the purchase is flagged `billingAddressMissing` instead.
 */
export async function issueInvoiceFor(
  tx: Tx,
  purchaseId: string,
  billing: BillingDetails,
  issuedAt = new Date(),
): Promise<InvoiceDocument | null> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
  // An awaited bank transfer gets its invoice at once: it states the due day, not a payment day.
  const awaiting = purchase?.status === "awaiting";
  if (!purchase || (purchase.status !== "paid" && !awaiting)) return null;
  const [existing] = await tx
    .select({ id: invoiceDocuments.id })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.purchaseId, purchaseId))
    .limit(1);
  if (existing) return null;
  const product = products[purchase.productId as ProductId];
  const grossCents = purchase.amountCents ?? product?.priceCents ?? 0;
  if (needsRecipientAddress(grossCents) && !isFullAddress(billing.address)) {
    if (!purchase.attention.includes(addressMissing))
      await tx
        .update(purchases)
        .set({ attention: [...purchase.attention, addressMissing], updatedAt: new Date() })
        .where(eq(purchases.id, purchaseId));
    return null;
  }
  const [user] = purchase.userId
    ? await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, purchase.userId))
    : [];
  // Issued with the address it waited for: the purchase no longer needs the office.
  if (purchase.attention.includes(addressMissing))
    await tx
      .update(purchases)
      .set({ attention: purchase.attention.filter((code) => code !== addressMissing), updatedAt: new Date() })
      .where(eq(purchases.id, purchaseId));
  const method = manualPurchaseMethod(purchase.checkoutSessionId) ?? "card";
  // Issued on a later day than the payment (a missing invoice issued by staff): the document
  // keeps the payment's own day, so it never claims a payment on the day it was written.
  const paidDay = todayInSchoolTimeZone(purchase.paidAt ?? purchase.purchasedAt);
  const lines = invoiceLinesFor(purchase.productId as ProductId, grossCents);
  return insertDocument(tx, {
    kind: "invoice",
    purchaseId,
    correctsId: null,
    issuedAt,
    ...serviceOfInvoice(
      purchase.productId as ProductId,
      purchase.courseDate ?? (product?.paysOneLesson ? await lessonDayPaidBy(tx, purchase.id) : null),
      todayInSchoolTimeZone(purchase.purchasedAt),
      todayInSchoolTimeZone(issuedAt),
    ),
    locale: purchase.locale,
    customerName: billing.name ?? user?.name ?? null,
    customerEmail: user?.email ?? null,
    billingAddress: billing.address,
    buyerVatId: billing.vatId ?? null,
    productId: purchase.productId,
    lines,
    ...totalsOf(lines),
    paymentMethod: method,
    paymentReference: purchase.paymentReference,
    providerPaymentId: method === "card" ? purchase.paymentIntentId : null,
    paidOn: awaiting ? null : paidOnUnlessIssuedThatDay(paidDay, issuedAt),
    ...(awaiting ? awaitedPayee(purchase.paymentDueOn ?? todayInSchoolTimeZone(issuedAt)) : {}),
  });
}

/** The Frankfurt day of the lesson a per-lesson payment pays (its link named it), if it named one. */
async function lessonDayPaidBy(tx: Tx, purchaseId: string): Promise<string | null> {
  const [lesson] = await tx
    .select({ startsAt: lessons.startsAt })
    .from(lessons)
    .where(eq(lessons.purchaseId, purchaseId))
    .limit(1);
  return lesson ? todayInSchoolTimeZone(lesson.startsAt) : null;
}

/** The payment's day when it is not the day the document is issued (null: paid the day issued). */
function paidOnUnlessIssuedThatDay(paidDay: string, issuedAt: Date): string | null {
  return paidDay === todayInSchoolTimeZone(issuedAt) ? null : paidDay;
}

/** The due day and the account an invoice issued before its bank transfer prints, as configured now. */
function awaitedPayee(dueOn: string) {
  const { accountHolder, iban, bic } = site.bankTransfer;
  return { dueOn, payeeAccountHolder: accountHolder, payeeIban: iban, payeeBic: bic };
}

/**
 * A credit note over `grossCents` (a positive amount, at most what remains) of the current
 * invoice. Its VAT is the VAT contained in the refunded amount itself (§ 17 (1) UStG: the tax is
 * corrected by the amount the consideration fell by), computed by vatInGross like every document's,
 * so the PDF, the CSV and the DATEV booking state the same cent. After several partial refunds the
 * invoice and its notes may therefore leave a cent of net or VAT against a zero gross: exactly what
 * the books show, where DATEV derives each booking's VAT from its gross the same way.
 */
export async function issueCreditNote(
  tx: Tx,
  current: CurrentInvoice,
  grossCents: number,
  issuedAt = new Date(),
  reason?: CreditNoteReason,
): Promise<InvoiceDocument> {
  if (!Number.isInteger(grossCents) || grossCents <= 0 || grossCents > current.remainingCents)
    throw new RangeError(`credit of ${grossCents} cents, ${current.remainingCents} remain`);
  const { invoice } = current;
  const lines = creditLinesFor(invoice, current.creditNotes, grossCents);
  return insertDocument(tx, {
    kind: "credit-note",
    // A note over the whole invoice cancels it ("Stornorechnung"); any other corrects part of it.
    creditReason: reason ?? (grossCents === invoice.grossCents ? "full-refund" : "partial-refund"),
    purchaseId: invoice.purchaseId,
    correctsId: invoice.id,
    issuedAt,
    serviceOn: invoice.serviceOn,
    serviceStatus: invoice.serviceStatus,
    locale: invoice.locale,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    billingAddress: invoice.billingAddress,
    buyerVatId: invoice.buyerVatId,
    productId: invoice.productId,
    lines,
    ...totalsOf(lines),
    paymentMethod: invoice.paymentMethod,
    paymentReference: invoice.paymentReference,
    providerPaymentId: invoice.providerPaymentId,
  });
}

/**
 * A correction of the name or address on the current invoice: a credit note over what remains of
 * it, then a new invoice over the same amount with the corrected details (§ 14 (4) UStG asks for
 * the recipient's full name and address; a wrong one is corrected by cancelling and reissuing).
 */
export async function reissueWithBilling(
  tx: Tx,
  current: CurrentInvoice,
  billing: BillingDetails,
  issuedAt = new Date(),
): Promise<{ creditNote: InvoiceDocument; invoice: InvoiceDocument }> {
  const { invoice, remainingCents } = current;
  const lines = remainingLines(invoice, current.creditNotes);
  const creditNote = await issueCreditNote(tx, current, remainingCents, issuedAt, "billing-correction");
  // The new invoice states the day the money really came (§ 14 (4) Nr. 6 UStG asks for the day
  // of the payment when it differs from the invoice's date), not the day of the correction.
  const paidDay = invoice.paidOn ?? todayInSchoolTimeZone(invoice.issuedAt);
  const reissued = await insertDocument(tx, {
    ...withoutIdentity(invoice),
    issuedAt,
    customerName: billing.name,
    billingAddress: billing.address,
    // Not given (a caller without the field) keeps the VAT id the invoice was issued with.
    ...(billing.vatId === undefined ? {} : { buyerVatId: billing.vatId }),
    lines,
    ...totalsOf(lines),
    paidOn: paidOnUnlessIssuedThatDay(paidDay, issuedAt),
  });
  return { creditNote, invoice: reissued };
}

/**
 * A first-aid booking moved to another day: the current invoice's date of service is no longer
 * the day of the service (§ 14 (4) Nr. 6 UStG), so it is cancelled by a credit note over what
 * remains and reissued with the new day, keeping the real payment day, as a correction of the
 * recipient's details is (§ 31 (5) UStDV: an invoice is corrected by a document that refers to it).
 * Nothing is issued when the invoice already states that day or nothing of it remains.
 */
export async function reissueWithServiceDate(
  tx: Tx,
  current: CurrentInvoice,
  serviceOn: string,
  issuedAt = new Date(),
): Promise<{ creditNote: InvoiceDocument; invoice: InvoiceDocument } | null> {
  const { invoice, remainingCents } = current;
  if (invoice.serviceOn === serviceOn || remainingCents <= 0) return null;
  const lines = remainingLines(invoice, current.creditNotes);
  const creditNote = await issueCreditNote(tx, current, remainingCents, issuedAt, "service-date-correction");
  const paidDay = invoice.paidOn ?? todayInSchoolTimeZone(invoice.issuedAt);
  const reissued = await insertDocument(tx, {
    ...withoutIdentity(invoice),
    issuedAt,
    serviceOn,
    serviceStatus: serviceOn > todayInSchoolTimeZone(issuedAt) ? "planned" : "rendered",
    lines,
    ...totalsOf(lines),
    // An awaited transfer's invoice keeps its due day and no payment day until the money comes.
    paidOn: invoice.dueOn ? null : paidOnUnlessIssuedThatDay(paidDay, issuedAt),
  });
  return { creditNote, invoice: reissued };
}

type NewDocument = Omit<
  typeof invoiceDocuments.$inferInsert,
  "id" | "number" | "year" | "sequence" | "createdAt"
>;

function withoutIdentity(document: InvoiceDocument): NewDocument {
  const {
    id: _id,
    number: _number,
    year: _year,
    sequence: _sequence,
    createdAt: _createdAt,
    ...rest
  } = document;
  return rest;
}

async function insertDocument(tx: Tx, values: NewDocument): Promise<InvoiceDocument> {
  const number = await nextDocumentNumber(tx, values.issuedAt);
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({ ...values, ...number })
    .returning();
  if (!row) throw new Error("invoice document missing after insert");
  return row;
}
