import { desc, eq, sql } from "drizzle-orm";
import { isDigitalContent, type ProductId, products } from "~/content/catalog";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import type { BillingDetails } from "../invoices/invoice-issue.server";
import { type manualPaymentMethods, manualPurchaseId } from "../platform/payment-method.server";
import type { WebhookContext } from "../payments/purchase-mail.server";
import { recordPurchase } from "../payments/purchase-recording.server";
import { purchases, users } from "../platform/schema.server";
import { type AuditWriter, recordCustomerAction } from "../platform/customers-audit.server";
import { previousSubmission, rememberSubmission } from "../platform/form-submissions.server";

// A purchase paid by bank transfer or in cash, recorded by staff. It takes the
// webhook's own path (recordPurchase): the account is created when needed, access and seat are
// granted, and the same mail with the same purchase documents goes out as for a card purchase.

// The method helpers live beside the payments (the school's purchase notice reads them too).
export {
  manualPaymentMethods,
  manualPurchaseId,
  manualPurchaseMethod,
  type PaymentMethod,
} from "../platform/payment-method.server";

/**
 * What the form's "paid by" offers: paid by transfer, paid in cash, or a transfer still awaited
 * (recorded as a bank-transfer purchase awaiting its money).
 */
export const manualPurchaseChoices = ["bank-transfer", "cash", "awaiting-transfer"] as const;
export type ManualPurchaseChoice = (typeof manualPurchaseChoices)[number];

export interface ManualPurchaseInput {
  email: string;
  name: string | null;
  productId: ProductId;
  method: (typeof manualPaymentMethods)[number];
  /**
   * A bank transfer not yet received: the purchase waits for it (`awaiting`), its invoice asks for
   * it by a due day, the seat is held and nothing else is granted until staff mark it paid.
   */
  awaitingPayment?: boolean;
  /** The customer's language: their mails and purchase documents. */
  locale: Locale;
  /** First-aid products: the course date; checked like the checkout's (a wrong one gets the next). */
  courseDate: string | null;
  /** A driving lesson's own payment: the lesson it pays (checked by the purchase path; a misfit is flagged). */
  lessonId?: string | null;
  /** The bank transfer's reference or a receipt number (stored on the purchase), and a free note (kept in the audit entry). */
  reference: string | null;
  note: string | null;
  idempotencyKey: string;
  /** Online course: the customer agreed to the immediate start and to losing the right of withdrawal. */
  immediateStart: boolean;
  /** Eye test: the customer's written consent to the processing of its health data was received. */
  healthConsentInWriting: boolean;
  /** Staff saw the earlier purchase with the same payment reference and record this one all the same. */
  confirmSameReference: boolean;
  /** Who the invoice names when the customer gave it (a company's name, the address); else the account's name. */
  billing?: BillingDetails;
}

/** The earlier purchase a payment reference already belongs to. */
export interface EarlierPurchase {
  purchaseId: string;
  customerId: string | null;
  email: string | null;
  productId: string;
  status: string;
  purchasedAt: Date;
}

export type ManualPurchaseResult =
  | { outcome: "recorded"; purchaseId: string; customerId: string; newAccount: boolean }
  /** The same form was sent before (Back, a double click): where its purchase is shown. */
  | { outcome: "already-recorded"; path: string }
  /** Another purchase carries this payment reference: nothing recorded until staff confirm. */
  | { outcome: "reference-used"; earlier: EarlierPurchase };

/** Where the customer page shows one purchase (its row's anchor). */
export function purchasePath(customerId: string, purchaseId: string): string {
  return `/staff/customers/${customerId}#purchase-${purchaseId}`;
}

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
    const previous = await previousSubmission(tx, "manual-purchase", input.idempotencyKey);
    if (previous) return { outcome: "already-recorded", path: previous.path };
    if (input.reference && !input.confirmSameReference) {
      // Serialised per reference, so two purchases with one reference at once cannot both pass.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`payment-reference:${input.reference}`}))`,
      );
      const [earlier] = await tx
        .select({
          purchaseId: purchases.id,
          customerId: purchases.userId,
          email: users.email,
          productId: purchases.productId,
          status: purchases.status,
          purchasedAt: purchases.purchasedAt,
        })
        .from(purchases)
        .leftJoin(users, eq(users.id, purchases.userId))
        .where(eq(purchases.paymentReference, input.reference))
        .orderBy(desc(purchases.purchasedAt))
        .limit(1);
      if (earlier) return { outcome: "reference-used", earlier };
    }

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
        proposed: input.awaitingPayment ? "awaiting" : "paid",
        // The catalog's price: staff record what was due, not a figure typed by hand.
        amountCents: product.priceCents,
        currency: "eur",
        purchasedAt: new Date(),
        courseDateReference: input.courseDate,
        lessonReference: input.lessonId ?? null,
        // Art. 9 GDPR: at the office only in writing; what the form says was received.
        healthDataConsent: Boolean(product.eyeTest) && input.healthConsentInWriting,
        immediateStartConsent: input.immediateStart,
        paymentReference: input.reference,
        billing: input.billing,
      },
      context,
    );
    const customerId = customerOf(recorded);
    if (product.eyeTest && input.healthConsentInWriting)
      await tx
        .update(purchases)
        .set({ healthDataConsentRecordedBy: staffUserId })
        .where(eq(purchases.id, recorded.purchaseId));
    await audit(tx, {
      staffUserId,
      action: "customer.manual-purchase",
      customerId,
      before: null,
      after: {
        purchaseId: recorded.purchaseId,
        productId: product.id,
        method: input.method,
        ...(input.lessonId ? { lessonId: input.lessonId } : {}),
        ...(input.awaitingPayment ? { awaitingPayment: true } : {}),
        amountCents: product.priceCents,
        status: recorded.status,
        newAccount: !known,
        reference: input.reference,
        note: input.note,
        ...(isDigitalContent(product) ? { immediateStart: input.immediateStart } : {}),
        ...(product.eyeTest ? { healthConsentInWriting: input.healthConsentInWriting } : {}),
        ...(input.confirmSameReference ? { sameReferenceConfirmed: true } : {}),
      },
    });
    await rememberSubmission(tx, {
      form: "manual-purchase",
      key: input.idempotencyKey,
      staffUserId,
      outcome: "purchased",
      path: purchasePath(customerId, recorded.purchaseId),
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
