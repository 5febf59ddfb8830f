import type { PurchaseStatus } from "../schema.server";

// A purchase's state only moves forward. A late "completed" never brings a refunded
// or disputed purchase back, and a failed payment stays failed.
const forward: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ["paid", "failed", "refunded", "disputed"],
  paid: ["refunded", "disputed"],
  failed: [],
  refunded: ["disputed"],
  disputed: [],
};

export function nextStatus(current: PurchaseStatus, proposed: PurchaseStatus): PurchaseStatus {
  return forward[current].includes(proposed) ? proposed : current;
}

/** Only a paid purchase gives anything; refunds and disputes take it away. */
export function grantsAccess(status: PurchaseStatus): boolean {
  return status === "paid";
}
