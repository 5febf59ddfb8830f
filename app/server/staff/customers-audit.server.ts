import type { Tx } from "../payments/purchase-recording.server";

// Issue 14 §7: every staff action on a customer writes one audit entry (who, when, what,
// before → after) in the same transaction as the change, and a no-op writes none.

export type CustomerActionKind =
  | "customer.resend-set-password"
  | "customer.extend-course-access"
  | "customer.record-refund"
  | "customer.manual-purchase";

export interface CustomerAuditEntry {
  staffUserId: string;
  action: CustomerActionKind;
  customerId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit entry in the caller's transaction. */
export type AuditWriter = (tx: Tx, entry: CustomerAuditEntry) => Promise<void>;
