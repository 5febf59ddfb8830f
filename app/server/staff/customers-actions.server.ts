import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { RESET_LINK_HOURS } from "../auth/auth.server";
import type { Database } from "../platform/db.server";
import { passwordResetMail } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { hasPassword, purchaseMail, setPasswordLink } from "../payments/purchase-mail.server";
import type { WebhookContext } from "../mail/link-context.server";
import { refundableAmount, refundPurchase } from "../payments/refunds.server";
import { type ManualPaymentMethod, manualPurchaseMethod } from "../platform/payment-method.server";
import { type RefundProvider, refundProvider } from "../platform/provider-refund.server";
import { applyCourseAccess } from "../payments/purchase-recording.server";
import { grantsAccess } from "../payments/purchase-state.server";
import {
  courseAccess,
  courseAccessExtensions,
  purchases,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { type AuditWriter, recordCustomerAction } from "../platform/customers-audit.server";

// The actions on a customer's page. Each runs in one transaction with its audit
// entry; a repeated submission finds the change made and writes nothing.

/** A second staff resend within this time is taken for a double click (and spares the inbox). */
export const RESEND_PAUSE_MINUTES = 2;

const resendAction = "customer.resend-set-password";

export type ResendResult =
  | { outcome: "sent"; kind: "set-password" | "password-reset" }
  | { outcome: "recently-sent" }
  | { outcome: "unknown-customer" };

/**
 * Resends the set-password mail. A customer without a password gets their latest purchase's mail
 * again (a new 7-day link, the purchase documents), exactly as the purchase sent it; one with a
 * password (or no paid purchase) gets the reset mail of "forgot password" (a 1-hour link).
 */
export async function resendSetPasswordMail(
  db: Database,
  staffUserId: string,
  customerId: string,
  context: WebhookContext,
  audit: AuditWriter = recordCustomerAction,
  now = new Date(),
): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, customerId)).for("update");
    if (!user) return { outcome: "unknown-customer" };
    // A resend by staff moments ago (a double click, two colleagues at once): not again. The
    // customer's row lock above makes the second wait for the first's audit entry.
    const since = new Date(now.getTime() - RESEND_PAUSE_MINUTES * 60_000);
    const recent = await tx
      .select({ id: staffAuditLog.id })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.customerUserId, user.id),
          eq(staffAuditLog.action, resendAction),
          gt(staffAuditLog.at, since),
        ),
      )
      .limit(1);
    if (recent.length > 0) return { outcome: "recently-sent" };

    const [latest] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.status, "paid")))
      .orderBy(desc(purchases.purchasedAt))
      .limit(1);
    const product = latest ? products[latest.productId as ProductId] : undefined;
    const message =
      latest && product && !(await hasPassword(tx, user.id))
        ? await purchaseMail(tx, {
            userId: user.id,
            email: user.email,
            name: user.name,
            locale: latest.locale,
            product,
            newCustomer: true,
            context,
            amountCents: latest.amountCents ?? product.priceCents,
            purchasedAt: latest.purchasedAt,
            courseDate: latest.courseDate,
            healthDataConsent: Boolean(latest.healthDataConsentAt),
            immediateStartConsent: Boolean(latest.immediateStartConsentAt),
            bookingOf: latest.checkoutSessionId,
          })
        : passwordResetMail({
            to: user.email,
            locale: user.locale,
            name: user.name,
            validHours: RESET_LINK_HOURS,
            link: await setPasswordLink(tx, {
              userId: user.id,
              locale: user.locale,
              publicUrl: context.publicUrl,
              validForMs: RESET_LINK_HOURS * 3600_000,
            }),
          });
    await queueMail(tx, message, now);
    const kind = message.kind === "set-password" ? "set-password" : "password-reset";
    await audit(tx, {
      staffUserId,
      action: resendAction,
      customerId: user.id,
      before: null,
      after: { mail: kind, to: user.email },
    });
    return { outcome: "sent", kind };
  });
}

export const EXTEND_MONTHS_MIN = 1;
export const EXTEND_MONTHS_MAX = 12;

export type ExtendResult =
  | { outcome: "extended"; before: Date | null; after: Date }
  | { outcome: "duplicate" }
  | { outcome: "no-course" };

/**
 * Extends course access by whole months from the later of now and the current end. Only a
 * customer with a paid course purchase has access to extend; the extension is a grant beside the
 * purchases, so recomputing access later (another purchase, a refund) keeps it.
 */
export async function extendCourseAccess(
  db: Database,
  staffUserId: string,
  input: { customerId: string; months: number; idempotencyKey: string },
  audit: AuditWriter = recordCustomerAction,
  now = new Date(),
): Promise<ExtendResult> {
  const { customerId, months, idempotencyKey } = input;
  if (!Number.isInteger(months) || months < EXTEND_MONTHS_MIN || months > EXTEND_MONTHS_MAX)
    throw new RangeError(`months must be a whole number from 1 to 12, got ${months}`);
  return db.transaction(async (tx) => {
    const courseIds = Object.values(products)
      .filter((p) => p.accessMonths)
      .map((p) => p.id);
    const owned = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.userId, customerId), inArray(purchases.productId, courseIds)));
    if (!owned.some((row) => grantsAccess(row.status))) return { outcome: "no-course" };

    const inserted = await tx
      .insert(courseAccessExtensions)
      .values({ userId: customerId, months, grantedAt: now, grantedBy: staffUserId, idempotencyKey })
      .onConflictDoNothing({ target: courseAccessExtensions.idempotencyKey })
      .returning({ id: courseAccessExtensions.id });
    if (inserted.length === 0) return { outcome: "duplicate" };

    const [before] = await tx.select().from(courseAccess).where(eq(courseAccess.userId, customerId));
    await applyCourseAccess(tx, customerId);
    const [after] = await tx.select().from(courseAccess).where(eq(courseAccess.userId, customerId));
    if (!after) throw new Error("course access missing after an extension");
    await audit(tx, {
      staffUserId,
      action: "customer.extend-course-access",
      customerId,
      before: { endsAt: before?.endsAt.toISOString() ?? null },
      after: { endsAt: after.endsAt.toISOString(), months },
    });
    return { outcome: "extended", before: before?.endsAt ?? null, after: after.endsAt };
  });
}

export type RefundResult =
  | { outcome: "refunded"; customerId: string; full: boolean; creditNote: string | null }
  /** Already refunded, disputed or failed: nothing to revoke, nothing written. */
  | { outcome: "unchanged"; status: string }
  /** More than what remains of the invoice (or a part of a purchase that has no invoice). */
  | { outcome: "too-much"; remainingCents: number }
  | { outcome: "unknown-purchase" }
  /** A cash or bank-transfer purchase whose form did not say how the money went back. */
  | { outcome: "paid-back-by-missing" }
  /** The card provider refused: nothing was paid back, recorded or mailed. */
  | { outcome: "provider-refused"; code: string };

/**
 * Pays back and records a refund, full or partial: a card payment through the provider's refund
 * API (provider-refund.server.ts), cash and bank transfer as the staff member says they paid it; a
 * credit note over the amount, and when nothing remains the purchase moves to "refunded" through
 * the webhook's own state code, which ends what it granted (refunds.server.ts). A provider's refund
 * event arriving afterwards finds the amount credited and credits nothing twice.
 */
export async function recordRefund(
  db: Database,
  staffUserId: string,
  input: {
    customerId: string;
    purchaseId: string;
    note: string | null;
    /** Null: everything that remains. */
    amountCents?: number | null;
    /** Mail the customer the refund with its credit note. */
    notify?: boolean;
    /** A cash or bank-transfer purchase: how the money went back (required for those). */
    paidBackBy?: ManualPaymentMethod | null;
    /** The provider's idempotency key: the form's one-time key, so a form sent twice refunds once. */
    idempotencyKey?: string | null;
  },
  context: WebhookContext = { publicUrl: "" },
  audit: AuditWriter = recordCustomerAction,
  provider: RefundProvider = refundProvider(),
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.customerId)))
      .for("update");
    if (!purchase) return { outcome: "unknown-purchase" };
    // Decided before anything is written, so a second submission leaves even the timestamps alone.
    if (purchase.status !== "paid") return { outcome: "unchanged", status: purchase.status };
    const manual = manualPurchaseMethod(purchase.checkoutSessionId);
    const card = manual === null && purchase.paymentIntentId !== null;
    if (!card && !input.paidBackBy) return { outcome: "paid-back-by-missing" };
    const fits = await refundableAmount(tx, purchase, input.amountCents ?? null);
    if (fits.amountCents === null) return { outcome: "too-much", remainingCents: fits.remainingCents };
    // A card payment is paid back at the provider first, under the purchase's row lock: the
    // provider's refund event that follows waits for this record and then finds it (decision 037),
    // and a refusal leaves nothing recorded. A key of the form's own, else one that names this
    // exact refund (the purchase, what remained, the amount), so a repeat is one refund.
    if (card && purchase.paymentIntentId) {
      const answer = await provider({
        paymentIntentId: purchase.paymentIntentId,
        amountCents: fits.amountCents,
        idempotencyKey:
          input.idempotencyKey ?? `refund:${purchase.id}:${fits.remainingCents}:${fits.amountCents}`,
      });
      if (!answer.ok) return { outcome: "provider-refused", code: answer.code };
    }
    const paidBackBy = card ? "card" : (input.paidBackBy ?? undefined);
    const refund = await refundPurchase(tx, purchase.id, {
      amountCents: fits.amountCents,
      notify: input.notify ?? false,
      context,
      paidBackBy,
    });
    if (refund.outcome === "unchanged") return { outcome: "unchanged", status: refund.status };
    if (refund.outcome === "too-much") return refund;
    await audit(tx, {
      staffUserId,
      action: "customer.record-refund",
      customerId: input.customerId,
      before: { purchaseId: purchase.id, status: refund.before },
      after: {
        purchaseId: purchase.id,
        status: refund.after,
        amountCents: refund.amountCents,
        creditNote: refund.creditNote?.number ?? null,
        customerTold: input.notify ?? false,
        paidBackBy: paidBackBy ?? null,
        note: input.note,
      },
    });
    return {
      outcome: "refunded",
      customerId: input.customerId,
      full: refund.full,
      creditNote: refund.creditNote?.number ?? null,
    };
  });
}
