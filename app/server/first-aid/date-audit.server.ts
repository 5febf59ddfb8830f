import { recordStaffAction } from "../platform/audit.server";
import type { DateAuditEntry, Tx } from "./staff-action.server";

/**
 * Every staff change to dates and bookings writes one audit row, in the transaction
 * of the change (decision 012), so the change and its record commit or roll back together.
 */
export async function recordDateAction(tx: Tx, entry: DateAuditEntry): Promise<void> {
  await recordStaffAction(tx, entry);
}
