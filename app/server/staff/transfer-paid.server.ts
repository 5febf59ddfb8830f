import { and, eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { assistanceProduct, openMissingCases } from "../conversion-case/case-store.server";
import { lessonTransferPaid } from "../lessons/lesson-purchases.server";
import { applyCourseAccess } from "../payments/purchase-recording.server";
import { queuePaidPurchaseMails, type WebhookContext } from "../payments/purchase-mail.server";
import { purchases, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// An awaited bank transfer arrived: staff record the day their bank statement shows it. The
// purchase becomes paid, grants what it grants (the seat was held already) and sends the usual paid
// confirmation. The invoice issued when it was recorded stays the one invoice: § 14 (4) UStG asks
// for no new invoice when the payment comes; the payment day is recorded on the purchase.

export type TransferPaidResult =
  | { outcome: "transfer-paid" }
  /** Not (or no longer) awaiting: paid already, cancelled, or never a transfer awaited. */
  | { outcome: "not-awaiting"; status: string }
  | { outcome: "unknown-purchase" };

export async function markTransferPaid(
  db: Database,
  staffUserId: string,
  input: { customerId: string; purchaseId: string; paidOn: IsoDate },
  context: WebhookContext,
  now = new Date(),
): Promise<TransferPaidResult> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.customerId)))
      .for("update");
    const product = purchase ? products[purchase.productId as ProductId] : undefined;
    if (!purchase || !product) return { outcome: "unknown-purchase" };
    if (purchase.status !== "awaiting") return { outcome: "not-awaiting", status: purchase.status };
    await tx
      .update(purchases)
      .set({ status: "paid", paidAt: now, paymentReceivedOn: input.paidOn, updatedAt: now })
      .where(eq(purchases.id, purchase.id));
    await applyCourseAccess(tx, input.customerId, product);
    // A lesson pack's units, or the lesson the transfer was recorded for, once the money is in.
    await lessonTransferPaid(tx, purchase.id, now);
    if (product.id === assistanceProduct) await openMissingCases(tx, input.customerId);
    const [customer] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, input.customerId));
    await queuePaidPurchaseMails(tx, {
      userId: input.customerId,
      email: customer?.email ?? null,
      name: customer?.name,
      locale: purchase.locale,
      product,
      newCustomer: purchase.newCustomer,
      context,
      amountCents: purchase.amountCents ?? product.priceCents,
      purchasedAt: purchase.purchasedAt,
      courseDate: purchase.courseDate,
      healthDataConsent: Boolean(purchase.healthDataConsentAt),
      immediateStartConsent: Boolean(purchase.immediateStartConsentAt),
      reference: purchase.checkoutSessionId,
      paymentReference: purchase.paymentReference,
      paymentReceivedOn: input.paidOn,
    });
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "customer.transfer-paid",
      subjectType: "purchase",
      subjectId: purchase.id,
      customerUserId: input.customerId,
      before: { purchaseId: purchase.id, status: "awaiting", paymentDueOn: purchase.paymentDueOn },
      after: { purchaseId: purchase.id, status: "paid", paidOn: input.paidOn },
    });
    return { outcome: "transfer-paid" };
  });
}

/** Whether `day` may be a transfer's payment day: a real calendar day, not after today. */
export function isPaymentDay(day: IsoDate, now = new Date()): boolean {
  return day <= todayInSchoolTimeZone(now);
}
