import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../db.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { firstAidDatesWithSeats, isUuid } from "../first-aid.server";
import {
  attendeesOf,
  datesNeedingAttention,
  firstAidDateWithSeats,
  moveTargetsFor,
} from "./attendees.server";
import { randomBytes } from "node:crypto";
import { markAttendance } from "./booking-attendance.server";
import { moveBooking } from "./booking-move.server";
import {
  addFirstAidDate,
  cancelFirstAidDate,
  changeDateCapacity,
  closeDateBookings,
  reopenDateBookings,
  reopenFirstAidDate,
} from "./date-actions.server";
import { messageRecipientCount, sendDateMessage } from "./date-message.server";
import { ensureFirstAidDates } from "./date-fill.server";
import {
  addDateForm,
  attendanceForm,
  cancelForm,
  capacityForm,
  type FieldErrors,
  messageForm,
  moveForm,
  parseFields,
  refusalErrors,
  sendMessageForm,
} from "./date-forms.server";
import type { StaffActionResult } from "./staff-action.server";
import { oncePerKey } from "../staff/form-submissions.server";

// What the staff date pages load and do. The routes stay thin: they run the staff
// guard, read the form, and call these with the acting staff member's id.

/** The list: dates from today on (a year ahead), and those needing attention first. */
export async function datesPage(db: Database, today: IsoDate = todayInSchoolTimeZone()) {
  await ensureFirstAidDates(db, today);
  return {
    today,
    dates: await firstAidDatesWithSeats(db, { from: today }),
    attention: await datesNeedingAttention(db, today),
  };
}

/** One date with its attendees and the dates a seat can move to; undefined for an unknown id. */
export async function datePage(db: Database, dateId: string, today: IsoDate = todayInSchoolTimeZone()) {
  const date = await firstAidDateWithSeats(db, dateId);
  if (!date) return undefined;
  const attendees = await attendeesOf(db, dateId);
  return {
    today,
    date,
    attendees,
    targets: await moveTargetsFor(db, dateId, today),
    /** Attendance is marked from the course day on. */
    canMarkAttendance: date.date <= today,
  };
}

export type DateIntent =
  "capacity" | "cancel" | "reopen" | "move" | "attendance" | "close-bookings" | "reopen-bookings" | "message";

/** What an action answers the page: done (the route redirects) or the errors per field, with a status. */
export type ActionOutcome =
  | { done: true; intent: DateIntent | "add"; dateId?: string; again?: boolean }
  | {
      done: false;
      status: 400 | 404 | 409;
      intent: DateIntent | "add";
      errors: FieldErrors;
      /** The booking whose move form failed, so the page shows the error beside that one. */
      bookingId?: string;
      /** What was typed, shown again. */
      values: Record<string, string>;
      booked?: number;
    }
  /** The message's confirmation step: how many will receive it, and the token that sends it once. */
  | {
      done: false;
      status: 200;
      intent: "message-preview";
      count: number;
      token: string;
      values: Record<string, string>;
      errors: FieldErrors;
      bookingId?: undefined;
      booked?: undefined;
    };

function valuesOf(form: FormData, max = 200): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value.slice(0, max);
  return values;
}

function outcome(
  intent: DateIntent | "add",
  form: FormData,
  result: StaffActionResult & { dateId?: string },
  bookingId?: string,
): ActionOutcome {
  if (result.ok) return { done: true, intent, dateId: result.dateId };
  return {
    done: false,
    status: result.status,
    intent,
    errors: refusalErrors(result),
    bookingId,
    values: valuesOf(form),
    booked: result.booked,
  };
}

/** A body that is no readable form: the sender's mistake, 400, nothing changed. */
function unreadable(intent: DateIntent | "add"): ActionOutcome {
  return { done: false, status: 400, intent, errors: { form: "unreadable" }, values: {} };
}

/** /staff/dates: add an extra date. */
export async function addDateAction(
  db: Database,
  staffUserId: string,
  form: FormData | null,
): Promise<ActionOutcome> {
  if (!form) return unreadable("add");
  const parsed = parseFields(addDateForm, form);
  if (!parsed.ok)
    return { done: false, status: 400, intent: "add", errors: parsed.errors, values: valuesOf(form) };
  const { confirmClosed, ...date } = parsed.data;
  // The form's one-time key: sent twice (Back, a double click), the second is told the date was
  // added by the first, with its link, and not "there is already a date that day".
  const key = form.get("key");
  const once = await oncePerKey(
    db,
    { form: "add-date", key: typeof key === "string" && isUuid(key) ? key : null, staffUserId },
    (tx) => addFirstAidDate(tx, staffUserId, { ...date, confirmClosed: confirmClosed === "yes" }),
    (result) =>
      result.ok && result.dateId ? { outcome: "added", path: `/staff/dates/${result.dateId}` } : null,
  );
  if ("again" in once) {
    const dateId = once.again.path.split("/").at(-1);
    return { done: true, intent: "add", dateId, again: true };
  }
  return outcome("add", form, once.result);
}

/**
 * The "tell the customer" tick of the move and cancel forms. The form sends `notifyAsked` beside
 * the box, so an unticked box (which sends nothing) is told apart from a form without the box: only
 * an explicit untick keeps the customer's mail back.
 */
export function tellCustomer(form: FormData): boolean {
  return form.get("notify") === "yes" || form.get("notifyAsked") !== "yes";
}

/** /staff/dates/:id: change the capacity, cancel or reopen, or move one booking. */
export async function dateAction(
  db: Database,
  staffUserId: string,
  dateId: string,
  form: FormData | null,
  // Inside a larger transaction the mail worker waits for its commit: the caller kicks it then.
  { kickMail = true }: { kickMail?: boolean } = {},
): Promise<ActionOutcome> {
  if (!form) return unreadable("capacity");
  const intent = form.get("intent");
  if (intent === "capacity") {
    const parsed = parseFields(capacityForm, form);
    if (!parsed.ok)
      return { done: false, status: 400, intent, errors: parsed.errors, values: valuesOf(form) };
    return outcome(intent, form, await changeDateCapacity(db, staffUserId, { dateId, ...parsed.data }));
  }
  if (intent === "cancel") {
    const parsed = parseFields(cancelForm, form);
    if (!parsed.ok)
      return { done: false, status: 400, intent, errors: parsed.errors, values: valuesOf(form) };
    const result = await cancelFirstAidDate(db, staffUserId, { dateId, notify: tellCustomer(form) });
    // The customers' mails were queued with the change: send them now, not at the next round.
    if (kickMail && result.ok && result.changed) void kickMailWorker(db);
    return outcome(intent, form, result);
  }
  if (intent === "reopen")
    return outcome(intent, form, await reopenFirstAidDate(db, staffUserId, { dateId }));
  if (intent === "attendance") {
    const bookingId = String(form.get("bookingId") ?? "");
    const parsed = parseFields(attendanceForm, form);
    if (!parsed.ok)
      return { done: false, status: 400, intent, errors: parsed.errors, bookingId, values: valuesOf(form) };
    return outcome(intent, form, await markAttendance(db, staffUserId, parsed.data), bookingId);
  }
  if (intent === "close-bookings")
    return outcome(intent, form, await closeDateBookings(db, staffUserId, { dateId }));
  if (intent === "reopen-bookings")
    return outcome(intent, form, await reopenDateBookings(db, staffUserId, { dateId }));
  if (intent === "message") {
    const parsed = parseFields(messageForm, form);
    if (!parsed.ok)
      return { done: false, status: 400, intent, errors: parsed.errors, values: valuesOf(form, 5000) };
    if (form.get("step") !== "send") {
      const count = await messageRecipientCount(db, dateId);
      if (count === 0)
        return {
          done: false,
          status: 409,
          intent,
          errors: { message: "noRecipients" },
          values: valuesOf(form, 5000),
        };
      const token = randomBytes(16).toString("base64url");
      return {
        done: false,
        status: 200,
        intent: "message-preview",
        count,
        token,
        values: valuesOf(form, 5000),
        errors: {},
      };
    }
    const confirmed = parseFields(sendMessageForm, form);
    if (!confirmed.ok)
      return { done: false, status: 400, intent, errors: confirmed.errors, values: valuesOf(form, 5000) };
    const { token, ...message } = confirmed.data;
    const sent = await sendDateMessage(db, staffUserId, { dateId, message, token });
    // The mails are committed: deliver them now rather than at the worker's next minute.
    if (kickMail && sent.ok && sent.changed) void kickMailWorker(db);
    return outcome(intent, form, sent);
  }
  if (intent === "move") {
    const bookingId = String(form.get("bookingId") ?? "");
    const parsed = parseFields(moveForm, form);
    if (!parsed.ok)
      return { done: false, status: 400, intent, errors: parsed.errors, bookingId, values: valuesOf(form) };
    const result = await moveBooking(db, staffUserId, {
      ...parsed.data,
      notify: tellCustomer(form),
      confirmClosed: form.get("confirmClosed") === "yes",
    });
    if (kickMail && result.ok && result.changed) void kickMailWorker(db);
    return outcome(intent, form, result, bookingId);
  }
  return unreadable("capacity");
}
