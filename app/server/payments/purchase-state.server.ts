import type { PurchaseStatus } from "../platform/schema.server";

// A purchase's state only moves forward. A late "completed" never brings a refunded
// or disputed purchase back, and a failed payment stays failed.
const forward: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ["paid", "failed", "refunded", "disputed"],
  paid: ["refunded", "disputed"],
  failed: [],
  refunded: ["disputed"],
  disputed: [],
  // An awaited bank transfer is paid when the office sees the money, or cancelled unpaid.
  awaiting: ["paid", "cancelled"],
  cancelled: [],
};

export function nextStatus(current: PurchaseStatus, proposed: PurchaseStatus): PurchaseStatus {
  return forward[current].includes(proposed) ? proposed : current;
}

/** Only a paid purchase gives anything; refunds and disputes take it away. */
export function grantsAccess(status: PurchaseStatus): boolean {
  return status === "paid";
}

/**
 * A first-aid seat is held by a paid purchase and by an awaited bank transfer: the office promised
 * the customer that date, so it counts as taken until the money comes or the office cancels.
 */
export function holdsSeat(status: PurchaseStatus): boolean {
  return status === "paid" || status === "awaiting";
}
