import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { isDigitalContent, type Product } from "~/content/catalog";
import { type Locale, localizePath } from "~/i18n/locale";
import { hashIdentifier, newToken, resetIdentifier } from "../auth/token-hash.server";
import type { Database } from "../platform/db.server";
import { bookingFactsOfCheckout, calendarAttachment, timesOf } from "../first-aid/booking-calendar.server";
import { type PaidSeatNote, paidSeatNoteText } from "../first-aid/paid-seat-notes.server";
import {
  accountUpdatedMail,
  orderDate,
  type PurchaseConfirmation,
  setPasswordMail,
} from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { purchaseNotice } from "../mail/school-notices.server";
import { documentAttachment, eInvoiceAttachments } from "../invoices/invoice-attachment.server";
import type { InvoiceDocument } from "../invoices/invoice-issue.server";
import { accounts, verifications } from "../platform/schema.server";
import { manualPurchaseMethod } from "../platform/payment-method.server";

// The mail a paid purchase sends: "set your password" to a new customer, "your
// account was updated" to one who has a password, both the purchase confirmation of § 312f BGB.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface WebhookContext {
  publicUrl: string;
}

/** The set-password link mailed after a first purchase lasts 7 days. */
export const SET_PASSWORD_DAYS = 7;

export async function hasPassword(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, "credential"),
        sql`${accounts.password} is not null`,
      ),
    );
  return rows.length > 0;
}

/**
 * A single-use link to the set-password page, stored hashed in the caller's transaction (the same
 * token better-auth's reset uses, so the set-password page needs no second kind).
 */
export async function setPasswordLink(
  tx: Tx,
  input: { userId: string; locale: Locale; publicUrl: string; validForMs: number },
): Promise<string> {
  const token = newToken();
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: input.userId,
    expiresAt: new Date(Date.now() + input.validForMs),
  });
  return `${input.publicUrl}${localizePath("/set-password", input.locale)}?token=${encodeURIComponent(token)}`;
}

export interface PaidPurchase {
  /** Null, with the e-mail, when the payment carried no usable address: the school's notice only. */
  userId: string | null;
  email: string | null;
  name: string | null | undefined;
  locale: Locale;
  product: Product;
  newCustomer: boolean;
  context: WebhookContext;
  amountCents: number;
  purchasedAt: Date;
  courseDate: string | null;
  /** The course date was already full when the payment arrived (the seat is kept: overbooking). */
  courseDateOverbooked?: boolean;
  /** The course date was closed for bookings or cancelled when the payment arrived (seat kept). */
  courseDateNote?: PaidSeatNote | null;
  healthDataConsent: boolean;
  /** Online course: the buyer agreed to the immediate start (only then does the mail say so). */
  immediateStartConsent: boolean;
  /** First-aid course inside the withdrawal period: when the buyer asked for the early start. */
  earlyStartRequestedAt?: Date | null;
  /** The payment provider's reference (checkout session), for the school's notice. */
  reference: string;
  /** The invoice issued for the payment, attached to the customer's mail. */
  invoice?: InvoiceDocument | null;
  /** A manual purchase's bank-transfer reference or receipt number, when the office gave one. */
  paymentReference?: string | null;
  /** Recorded before its bank transfer arrived: what the customer is asked to pay, where and by when. */
  awaitingPayment?: PurchaseConfirmation["awaitingPayment"];
  /** An awaited transfer that arrived: the day, for the paid confirmation. */
  paymentReceivedOn?: PurchaseConfirmation["paymentReceivedOn"];
}

/**
 * Everything a purchase that just became paid mails, queued in the purchase's transaction: the
 * customer's confirmation (when there is an address) and the notice to the school's inbox.
 */
export async function queuePaidPurchaseMails(tx: Tx, input: PaidPurchase): Promise<void> {
  const { userId, email } = input;
  if (userId && email) {
    const { invoice } = input;
    const attached = invoice
      ? { number: invoice.number, pdf: documentAttachment(invoice), eInvoice: eInvoiceAttachments(invoice) }
      : null;
    await queueMail(
      tx,
      await purchaseMail(tx, { ...input, userId, email, bookingOf: input.reference, invoice: attached }),
    );
  }
  await queueMail(
    tx,
    purchaseNotice({
      product: input.product,
      amountCents: input.amountCents,
      customerEmail: input.email,
      customerName: input.name,
      orderedOn: orderDate(input.purchasedAt),
      courseDate: input.courseDate,
      // The office's notice says how it was paid: a card on the website, or a transfer or cash.
      method: manualPurchaseMethod(input.reference) ?? "card",
      reference: input.paymentReference || input.reference,
    }),
  );
}

export async function purchaseMail(
  tx: Tx,
  input: Omit<PaidPurchase, "reference" | "paymentReference" | "userId" | "email" | "invoice"> & {
    userId: string;
    email: string;
    invoice?: PurchaseConfirmation["invoice"];
    /** The checkout whose first-aid seat the mail confirms, with its time and calendar file. */
    bookingOf?: string;
  },
) {
  const { userId, email, name, locale, product, context } = input;
  // § 312f (2) BGB: the confirmation states the contract and carries the terms and the withdrawal
  // form; for the course it confirms the § 356 (5) BGB consent the checkout asked for.
  const purchase = {
    publicUrl: context.publicUrl,
    productName: product.name[locale],
    amountCents: input.amountCents,
    orderedOn: orderDate(input.purchasedAt),
    courseDate: input.courseDate,
    courseDateOverbooked: input.courseDateOverbooked,
    courseDateNote: input.courseDateNote
      ? paidSeatNoteText(input.courseDateNote, locale, context.publicUrl)
      : null,
    course: input.bookingOf ? await courseOf(tx, input.bookingOf) : null,
    // Only what the buyer agreed to: a manual purchase may have kept the right of withdrawal.
    digitalWaiver: isDigitalContent(product) && input.immediateStartConsent,
    withdrawalKept: isDigitalContent(product) && !input.immediateStartConsent,
    earlyStartOn: input.earlyStartRequestedAt ? orderDate(input.earlyStartRequestedAt) : null,
    healthDataConsentMissing: Boolean(product.eyeTest) && !input.healthDataConsent,
    healthDataConsent: input.healthDataConsent,
    invoice: input.invoice ?? null,
    awaitingPayment: input.awaitingPayment ?? null,
    paymentReceivedOn: input.paymentReceivedOn ?? null,
  };
  // Whether to offer "set your password" is decided now: the buyer may have set one meanwhile.
  if (!(await hasPassword(tx, userId))) {
    const link = await setPasswordLink(tx, {
      userId,
      locale,
      publicUrl: context.publicUrl,
      validForMs: SET_PASSWORD_DAYS * 24 * 3600 * 1000,
    });
    return setPasswordMail({ to: email, locale, name, link, validDays: SET_PASSWORD_DAYS, purchase });
  }
  const link = `${context.publicUrl}${localizePath("/login", locale)}`;
  return accountUpdatedMail({ to: email, locale, name, link, purchase });
}

/** The seat's times and calendar file for the confirmation (its date as the seat has it now). */
async function courseOf(tx: Tx, checkoutSessionId: string) {
  const facts = await bookingFactsOfCheckout(tx, checkoutSessionId);
  if (!facts) return null;
  return {
    ...timesOf(facts),
    calendar: calendarAttachment(facts, { cancel: facts.dateStatus === "cancelled" }),
  };
}
