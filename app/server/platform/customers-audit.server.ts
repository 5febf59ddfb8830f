import type { Tx } from "../payments/purchase-recording.server";
import { recordStaffAction } from "./audit.server";

// Every staff action on a customer writes one audit entry (who, when, what,
// before → after) in the same transaction as the change, and a no-op writes none.

export type CustomerActionKind =
  | "customer.resend-set-password"
  | "customer.extend-course-access"
  | "customer.record-refund"
  | "customer.correct-billing"
  | "customer.issue-invoice"
  | "customer.manual-purchase";

export interface CustomerAuditEntry {
  staffUserId: string;
  action: CustomerActionKind;
  customerId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit entry in the caller's transaction (tests pass their own to fail on purpose). */
export type AuditWriter = (tx: Tx, entry: CustomerAuditEntry) => Promise<void>;

/**
 * The audit log's entry for a customer action: about the purchase when there is one (a refund, a
 * manual purchase), else about the customer; always listed on the customer's page.
 */
export const recordCustomerAction: AuditWriter = (tx, entry) => {
  const purchaseId = (entry.after?.purchaseId ?? entry.before?.purchaseId) as string | undefined;
  return recordStaffAction(tx, {
    actor: entry.staffUserId,
    action: entry.action,
    subjectType: purchaseId ? "purchase" : "customer",
    subjectId: purchaseId ?? entry.customerId,
    customerUserId: entry.customerId,
    before: entry.before,
    after: entry.after,
  });
};
