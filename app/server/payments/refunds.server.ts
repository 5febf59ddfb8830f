import { eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { localizePath } from "~/i18n/locale";
import { endedSeatCalendarAttachment } from "../first-aid/booking-calendar.server";
import { ownCancellationLead } from "../first-aid/booking-mails.server";
import { refundMail, type RefundEnds } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import type { WebhookContext } from "../mail/link-context.server";
import { applyPurchaseStatus } from "./purchase-recording.server";
import type { Tx } from "../platform/db.server";
import { type PurchaseStatus, purchases, users } from "../platform/schema.server";
import { recordAccountingCorrection } from "../invoices/accounting-corrections.server";
import { documentAttachment, eInvoiceAttachments } from "../invoices/invoice-attachment.server";
import {
  currentInvoice,
  type InvoiceDocument,
  issueCreditNote,
  refundableCents,
} from "../invoices/invoice-issue.server";

// A refund, full or partial, from the staff's form or the provider's event: a credit note over the
// refunded amount against the purchase's current invoice, never more than what remains of it.
// Policy: a partial refund (a goodwill discount, a part of a package not taken) keeps what the
// purchase grants, the course access and the first-aid seat; the refund that brings what remains to
// zero ends them, as a full refund always did. The customer hears of it in their language, with the
// credit note attached.

export type RefundOutcome =
  | {
      outcome: "refunded";
      creditNote: InvoiceDocument | null;
      amountCents: number;
      /** Nothing remains: the purchase is refunded and what it granted has ended. */
      full: boolean;
      before: PurchaseStatus;
      after: PurchaseStatus;
      remainingCents: number;
    }
  /** Not paid (already refunded, disputed, failed, pending): nothing to refund. */
  | { outcome: "unchanged"; status: PurchaseStatus }
  | { outcome: "too-much"; remainingCents: number };

export interface RefundRequest {
  /** Cents to refund; null for everything that remains. */
  amountCents: number | null;
  /** Mail the customer (the staff form's "tell the customer"; always for the provider's event). */
  notify: boolean;
  context: WebhookContext;
  issuedAt?: Date;
  /** How the money went back, said in the customer's mail: to the card, in cash, by bank transfer. */
  paidBackBy?: PaidBackBy;
  /** The customer cancelled the seat themselves (My account): the mail confirms that cancellation. */
  cancelledByCustomer?: boolean;
}

export type PaidBackBy = "card" | "cash" | "bank-transfer";

/**
 * The cents a refund request comes to, or null when it cannot be recorded: nothing or more than
 * remains, or a part of a purchase from before invoices (it has none to correct: refunded whole).
 * Asked before the provider pays anything back, so nothing is paid that could not be recorded.
 */
export async function refundableAmount(
  tx: Tx,
  purchase: typeof purchases.$inferSelect,
  requested: number | null,
): Promise<{ amountCents: number; remainingCents: number } | { amountCents: null; remainingCents: number }> {
  const current = await currentInvoice(tx, purchase.id);
  const remaining = await refundableCents(tx, purchase);
  const amountCents = requested ?? remaining;
  if (amountCents <= 0 || amountCents > remaining || (!current && amountCents !== remaining))
    return { amountCents: null, remainingCents: remaining };
  return { amountCents, remainingCents: remaining };
}

export async function refundPurchase(
  tx: Tx,
  purchaseId: string,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
  if (!purchase) throw new Error("refund of an unknown purchase");
  if (purchase.status !== "paid") return { outcome: "unchanged", status: purchase.status };
  const current = await currentInvoice(tx, purchase.id);
  const { amountCents, remainingCents: remaining } = await refundableAmount(
    tx,
    purchase,
    request.amountCents,
  );
  if (amountCents === null) return { outcome: "too-much", remainingCents: remaining };

  const creditNote = current ? await issueCreditNote(tx, current, amountCents, request.issuedAt) : null;
  // No invoice to correct (paid before invoices): the refund is still booked in its own month.
  if (!current)
    await recordAccountingCorrection(tx, purchase, "refund-without-invoice", request.issuedAt ?? new Date());
  const full = amountCents === remaining;
  const change = full ? await applyPurchaseStatus(tx, purchase.id, "refunded") : null;
  const ends: RefundEnds = {
    course: full && Boolean(products[purchase.productId as ProductId]?.accessMonths),
    seatOn: full && purchase.courseDate ? (purchase.courseDate as IsoDate) : null,
  };
  if (request.notify && purchase.userId) {
    await queueRefundMail(
      tx,
      purchase,
      {
        amountCents,
        creditNote,
        invoice: current?.invoice ?? null,
        ends,
        paidBackBy: request.paidBackBy,
        cancelledSeatOn: request.cancelledByCustomer ? ends.seatOn : null,
      },
      request.context,
    );
  }
  return {
    outcome: "refunded",
    creditNote,
    amountCents,
    full,
    before: change?.before ?? purchase.status,
    after: change?.after ?? purchase.status,
    remainingCents: remaining - amountCents,
  };
}

async function queueRefundMail(
  tx: Tx,
  purchase: typeof purchases.$inferSelect,
  refund: {
    amountCents: number;
    creditNote: InvoiceDocument | null;
    invoice: InvoiceDocument | null;
    ends: RefundEnds;
    paidBackBy?: PaidBackBy;
    cancelledSeatOn: IsoDate | null;
  },
  context: WebhookContext,
): Promise<void> {
  if (!purchase.userId) return;
  const [user] = await tx.select().from(users).where(eq(users.id, purchase.userId));
  if (!user) return;
  const locale = purchase.locale;
  const product = products[purchase.productId as ProductId];
  const { creditNote, invoice } = refund;
  await queueMail(
    tx,
    refundMail({
      to: user.email,
      locale,
      name: user.name,
      link: `${context.publicUrl}${localizePath("/my-account", locale)}`,
      productName: product?.name[locale] ?? purchase.productId,
      amountCents: refund.amountCents,
      creditNote:
        creditNote && invoice
          ? {
              number: creditNote.number,
              invoiceNumber: invoice.number,
              pdf: documentAttachment(creditNote),
              eInvoice: eInvoiceAttachments(creditNote),
            }
          : null,
      ends: refund.ends,
      paidBackBy: refund.paidBackBy ?? null,
      // The seat's calendar entry is withdrawn with it (METHOD:CANCEL, the same UID).
      calendar: refund.ends.seatOn ? await endedSeatCalendarAttachment(tx, purchase.checkoutSessionId) : null,
      cancellation: refund.cancelledSeatOn ? ownCancellationLead(locale, refund.cancelledSeatOn) : null,
    }),
  );
}
