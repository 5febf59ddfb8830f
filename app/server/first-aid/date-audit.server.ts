import type { DateAuditEntry, Tx } from "./staff-action.server";

/**
 * Issue 14 §7: every staff change to dates and bookings writes one audit row in the transaction
 * of the change. Wired to the staff audit module once the staff foundation is merged.
 */
export async function recordDateAction(_tx: Tx, _entry: DateAuditEntry): Promise<void> {}
