import { and, asc, count, eq, not, notExists, sql } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import type { WebhookContext } from "../payments/purchase-mail.server";
import { invoiceDocuments, purchases } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { type AuditWriter, recordCustomerAction } from "../platform/customers-audit.server";
import { issueInvoiceFor } from "./invoice-issue.server";
import { queueLateInvoiceMail } from "./invoice-mail.server";
import { addressMissing, isFullAddress, needsRecipientAddress } from "./recipient-address.server";

// Paid purchases without an invoice (bought before invoices were issued automatically, or left
// without one otherwise) get theirs from staff: one on the customer's page, or all at once from the
// export page. Each goes through the normal path's issueInvoiceFor in its own transaction: the
// purchase's row lock, then the year's series row, so a second run, a double submit or another
// instance doing the same at once finds the invoice and issues nothing twice, and the number is
// the next of the series of the year it is issued in, dated that day. Never done by a migration:
// a number exists only as the series hands it out.

/** At most this many per click, so a request ends in seconds; the page offers the rest again. */
export const ISSUE_ALL_BATCH = 200;

/** Paid and without any document (a credit note never exists without its invoice). */
const withoutInvoice = and(
  eq(purchases.status, "paid"),
  notExists(sql`(select 1 from ${invoiceDocuments} where ${invoiceDocuments.purchaseId} = ${purchases.id})`),
);

export async function countMissingInvoices(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchases).where(withoutInvoice);
  return Number(row?.n ?? 0);
}

/**
 * Waiting for the recipient's address (over €250, § 14 (4) Nr. 1 UStG): a batch leaves these out,
 * so they never block the ones behind them; the customer or the office adds the address.
 */
const waitingForAddress = sql`${addressMissing} = any(${purchases.attention})`;

/** Of the purchases without an invoice, those waiting for the recipient's address. */
export async function countWaitingForAddress(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchases).where(and(withoutInvoice, waitingForAddress));
  return Number(row?.n ?? 0);
}

/** The purchases to invoice, oldest first, so the numbers follow the order of the payments. */
export async function purchasesWithoutInvoice(
  db: Pick<Database, "select">,
  limit: number,
): Promise<{ id: string; userId: string | null }[]> {
  return db
    .select({ id: purchases.id, userId: purchases.userId })
    .from(purchases)
    .where(and(withoutInvoice, not(waitingForAddress)))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.id))
    .limit(limit);
}

export type IssueMissingResult =
  | { outcome: "issued"; number: string; mailed: boolean }
  /** Invoiced before (a second submission, a colleague, the batch): nothing issued. */
  | { outcome: "exists" }
  | { outcome: "not-paid" }
  /** Over €250 without a full address (§ 14 (4) Nr. 1 UStG): nothing issued. */
  | { outcome: "address-needed" }
  | { outcome: "unknown-purchase" };

/** The invoice of one of a customer's paid purchases that has none, with its audit entry. */
export async function issueMissingInvoice(
  db: Database,
  staffUserId: string,
  input: {
    customerId: string;
    purchaseId: string;
    name: string | null;
    address: string | null;
    /** A company's VAT id (BT-48); null for a consumer. */
    vatId?: string | null;
    /** Mail the invoice to the customer (the form's checkbox). */
    notify: boolean;
  },
  context: WebhookContext,
  audit: AuditWriter = recordCustomerAction,
  now = new Date(),
): Promise<IssueMissingResult> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.customerId)))
      .for("update");
    if (!purchase) return { outcome: "unknown-purchase" };
    if (purchase.status !== "paid") return { outcome: "not-paid" };
    const grossCents = purchase.amountCents ?? products[purchase.productId as ProductId]?.priceCents ?? 0;
    if (needsRecipientAddress(grossCents) && !isFullAddress(input.address))
      return { outcome: "address-needed" };
    const billing = { name: input.name, address: input.address, vatId: input.vatId ?? null };
    const invoice = await issueInvoiceFor(tx, purchase.id, billing, now);
    if (!invoice) return { outcome: "exists" };
    const paidOn = todayInSchoolTimeZone(purchase.paidAt ?? purchase.purchasedAt);
    // The purchase was found by its account (customerId), so the mail goes to that customer.
    const mailed = input.notify && (await queueLateInvoiceMail(tx, purchase, invoice, context, now));
    await audit(tx, {
      staffUserId,
      action: "customer.issue-invoice",
      customerId: input.customerId,
      before: null,
      after: {
        purchaseId: purchase.id,
        invoice: invoice.number,
        paidOn,
        // Not the name or address: the invoice holds them; the log names the customer by id only
        // (Art. 5 (1)(c) GDPR).
        customerTold: mailed,
      },
    });
    return { outcome: "issued", number: invoice.number, mailed };
  });
}

/**
 * The invoices of all paid purchases without one (at most `limit` per call), each in its own
 * transaction with its audit entry, made out to the account's name. No mail: these are old
 * purchases, and the customers find the invoice in My account. One over €250 is not issued without
 * the recipient's address (§ 14 (4) Nr. 1 UStG; the account holds none): issueInvoiceFor flags it
 * instead, and it waits for the address. Returns the numbers issued, how many purchases a further
 * batch would still invoice, and how many wait for an address.
 */
export async function issueAllMissingInvoices(
  db: Database,
  staffUserId: string,
  now = new Date(),
  limit = ISSUE_ALL_BATCH,
): Promise<{ issued: string[]; remaining: number; waitingForAddress: number }> {
  const issued: string[] = [];
  for (const purchase of await purchasesWithoutInvoice(db, limit)) {
    const number = await db.transaction(async (tx) => {
      const invoice = await issueInvoiceFor(tx, purchase.id, { name: null, address: null }, now);
      if (!invoice) return null;
      await recordStaffAction(tx, {
        actor: staffUserId,
        action: "invoice.issue-missing",
        subjectType: "purchase",
        subjectId: purchase.id,
        customerUserId: purchase.userId,
        before: null,
        after: { purchaseId: purchase.id, invoice: invoice.number, paidOn: invoice.paidOn },
      });
      return invoice.number;
    });
    if (number) issued.push(number);
  }
  const waiting = await countWaitingForAddress(db);
  return { issued, remaining: (await countMissingInvoices(db)) - waiting, waitingForAddress: waiting };
}
