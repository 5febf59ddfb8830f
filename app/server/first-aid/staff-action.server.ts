import type { Database } from "../platform/db.server";

// What a staff action on course dates answers. A refusal
// names the form field and a message key the page shows next to it in its language, with a 4xx;
// a repeated submission finds the state already reached and changes nothing (`changed: false`).

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DateActionError =
  | "dateNotFound"
  | "datePast"
  | "dateCancelled"
  | "dateNotYet"
  | "messageEmpty"
  | "messageAlreadySent"
  | "noRecipients"
  | "dateDuplicate"
  | "dateClosed"
  | "capacityBelowBooked"
  | "bookingNotFound"
  | "targetNotFound"
  | "targetOtherLanguage"
  | "targetCancelled"
  | "targetClosed"
  | "targetPast"
  | "targetFull";

export type StaffActionResult =
  | { ok: true; changed: boolean }
  | { ok: false; status: 400 | 404 | 409; field: string; error: DateActionError; booked?: number };

/** What one change was, for the audit log (who, when, what, before → after). */
export interface DateAuditEntry {
  /** The staff member's user id. */
  actor: string;
  /** "course-date.capacity", "course-date.cancel", "course-date.add", "course-booking.move". */
  action: string;
  subjectType: "course-date" | "course-booking";
  subjectId: string;
  /** The customer concerned (a moved booking's buyer), so their page shows the entry. */
  customerUserId?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function refused(
  status: 400 | 404 | 409,
  field: string,
  error: DateActionError,
  extra: { booked?: number } = {},
): StaffActionResult {
  return { ok: false, status, field, error, ...extra };
}

export const unchanged: StaffActionResult = { ok: true, changed: false };
export const changed: StaffActionResult = { ok: true, changed: true };
