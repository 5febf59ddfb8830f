import { eq, sql } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db.server";
import { type manualPaymentMethods, manualPurchaseId } from "../payments/payment-method.server";
import type { WebhookContext } from "../payments/purchase-mail.server";
import { recordPurchase } from "../payments/purchase-recording.server";
import { purchases, users } from "../schema.server";
import { type AuditWriter, recordCustomerAction } from "./customers-audit.server";

// A purchase paid by bank transfer or in cash, recorded by staff. It takes the
// webhook's own path (recordPurchase): the account is created when needed, access and seat are
// granted, and the same mail with the same purchase documents goes out as for a card purchase.

// The method helpers live beside the payments (the school's purchase notice reads them too).
export {
  manualPaymentMethods,
  manualPurchaseId,
  manualPurchaseMethod,
  type PaymentMethod,
} from "../payments/payment-method.server";

export interface ManualPurchaseInput {
  email: string;
  name: string | null;
  productId: ProductId;
  method: (typeof manualPaymentMethods)[number];
  /** The customer's language: their mails and purchase documents. */
  locale: Locale;
  /** First-aid products: the course date; checked like the checkout's (a wrong one gets the next). */
  courseDate: string | null;
  /** The bank transfer's reference or a receipt number (stored on the purchase), and a free note (kept in the audit entry). */
  reference: string | null;
  note: string | null;
  idempotencyKey: string;
}

export type ManualPurchaseResult =
  | { outcome: "recorded"; purchaseId: string; customerId: string; newAccount: boolean }
  | { outcome: "duplicate"; purchaseId: string; customerId: string };

export async function recordManualPurchase(
  db: Database,
  staffUserId: string,
  input: ManualPurchaseInput,
  context: WebhookContext,
  audit: AuditWriter = recordCustomerAction,
): Promise<ManualPurchaseResult> {
  const product = products[input.productId];
  const email = input.email.trim().toLowerCase();
  const checkoutSessionId = manualPurchaseId(input.method, input.idempotencyKey);
  return db.transaction(async (tx) => {
    // Two submissions at the same moment: the second waits here, then finds the first's purchase.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${checkoutSessionId}))`);
    const [existing] = await tx
      .select({ id: purchases.id, userId: purchases.userId })
      .from(purchases)
      .where(eq(purchases.checkoutSessionId, checkoutSessionId));
    if (existing) return { outcome: "duplicate", purchaseId: existing.id, customerId: customerOf(existing) };

    const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const recorded = await recordPurchase(
      tx,
      {
        product,
        checkoutSessionId,
        paymentIntentId: null,
        email,
        name: input.name,
        locale: input.locale,
        proposed: "paid",
        // The catalog's price: staff record what was due, not a figure typed by hand.
        amountCents: product.priceCents,
        currency: "eur",
        purchasedAt: new Date(),
        courseDateReference: input.courseDate,
        // Art. 9 GDPR: given only in the checkout's own field; the school asks in writing otherwise.
        healthDataConsent: false,
        paymentReference: input.reference,
      },
      context,
    );
    const customerId = customerOf(recorded);
    await audit(tx, {
      staffUserId,
      action: "customer.manual-purchase",
      customerId,
      before: null,
      after: {
        purchaseId: recorded.purchaseId,
        productId: product.id,
        method: input.method,
        amountCents: product.priceCents,
        status: recorded.status,
        newAccount: !known,
        reference: input.reference,
        note: input.note,
      },
    });
    return {
      outcome: "recorded",
      purchaseId: recorded.purchaseId,
      customerId,
      newAccount: !known,
    };
  });
}

/** A manual purchase is made for an e-mail address the form checked, so it always has a customer. */
function customerOf(purchase: { userId: string | null }): string {
  if (!purchase.userId) throw new Error("manual purchase without its customer");
  return purchase.userId;
}
