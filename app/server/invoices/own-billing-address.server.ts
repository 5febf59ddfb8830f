import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import type { WebhookContext } from "../payments/purchase-mail.server";
import { purchases } from "../platform/schema.server";
import { currentInvoice, issueInvoiceFor, reissueWithBilling } from "./invoice-issue.server";
import { queueLateInvoiceMail } from "./invoice-mail.server";
import { addressMissing, isFullAddress } from "./recipient-address.server";

// The customer adds the address an invoice over €250 must state (§ 14 (4) Nr. 1 UStG) in My
// account, for a paid purchase flagged `billingAddressMissing`. The invoice is then issued by the
// normal path (issueInvoiceFor); should one exist already, it is cancelled and reissued with the
// address, as a billing correction is. The flag is cleared and the invoice mailed, in one
// transaction under the purchase's row lock, so a second submission issues nothing twice.

export type OwnBillingAddressResult =
  | { outcome: "issued"; number: string }
  /** Not the customer's, not paid, or no longer waiting for an address. */
  | { outcome: "unknown-purchase" }
  | { outcome: "address-incomplete" };

export async function addOwnBillingAddress(
  db: Database,
  userId: string,
  input: { purchaseId: string; name: string | null; address: string },
  context: WebhookContext,
  now = new Date(),
): Promise<OwnBillingAddressResult> {
  if (!isFullAddress(input.address)) return { outcome: "address-incomplete" };
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, userId)))
      .for("update");
    if (!purchase || purchase.status !== "paid" || !purchase.attention.includes(addressMissing))
      return { outcome: "unknown-purchase" };
    const billing = { name: input.name, address: input.address };
    const current = await currentInvoice(tx, purchase.id);
    const invoice = current
      ? (await reissueWithBilling(tx, current, billing, now)).invoice
      : await issueInvoiceFor(tx, purchase.id, billing, now);
    if (!invoice) return { outcome: "unknown-purchase" };
    await tx
      .update(purchases)
      .set({ attention: purchase.attention.filter((code) => code !== addressMissing), updatedAt: now })
      .where(eq(purchases.id, purchase.id));
    await queueLateInvoiceMail(tx, purchase, invoice, context, now);
    return { outcome: "issued", number: invoice.number };
  });
}
