import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { purchases } from "../platform/schema.server";
import { type AuditWriter, recordCustomerAction } from "../platform/customers-audit.server";
import { currentInvoice, reissueWithBilling } from "./invoice-issue.server";

// Staff correct the name, address or VAT id an invoice is made out to. A document is never changed: the
// current invoice is cancelled by a credit note over what remains of it, and a new invoice with the
// corrected details is issued, both with the audit entry in one transaction.

export type BillingCorrectionResult =
  | { outcome: "corrected"; creditNote: string; invoice: string }
  | { outcome: "unchanged" }
  /** No invoice, or nothing of it remains (refunded in full): nothing to correct. */
  | { outcome: "no-invoice" }
  | { outcome: "unknown-purchase" };

export async function correctBilling(
  db: Database,
  staffUserId: string,
  input: {
    customerId: string;
    purchaseId: string;
    name: string | null;
    address: string | null;
    /** A company's VAT id (BT-48); null for a consumer or to take a wrong one off. */
    vatId: string | null;
  },
  audit: AuditWriter = recordCustomerAction,
  now = new Date(),
): Promise<BillingCorrectionResult> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.customerId)))
      .for("update");
    if (!purchase) return { outcome: "unknown-purchase" };
    const current = await currentInvoice(tx, purchase.id);
    if (!current || current.remainingCents <= 0) return { outcome: "no-invoice" };
    const { invoice } = current;
    // A second submission of the same correction finds the invoice saying it already.
    const changed = [
      ...(invoice.customerName !== input.name ? ["name"] : []),
      ...(invoice.billingAddress !== input.address ? ["address"] : []),
      ...(invoice.buyerVatId !== input.vatId ? ["vatId"] : []),
    ];
    if (changed.length === 0) return { outcome: "unchanged" };
    const billing = { name: input.name, address: input.address, vatId: input.vatId };
    const issued = await reissueWithBilling(tx, current, billing, now);
    await audit(tx, {
      staffUserId,
      action: "customer.correct-billing",
      customerId: input.customerId,
      // Which details changed, not their values: both invoices keep them, and the log refers to the
      // customer by id only (Art. 5 (1)(c) GDPR).
      before: { invoice: invoice.number },
      after: {
        creditNote: issued.creditNote.number,
        invoice: issued.invoice.number,
        changed,
      },
    });
    return { outcome: "corrected", creditNote: issued.creditNote.number, invoice: issued.invoice.number };
  });
}
