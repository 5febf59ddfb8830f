import { randomBytes } from "node:crypto";
import { formText } from "../platform/form.server";
import type { Database } from "../platform/db.server";
import { markAttendance } from "./booking-attendance.server";
import { moveBooking } from "./booking-move.server";
import {
  cancelFirstAidDate,
  changeDateCapacity,
  closeDateBookings,
  reopenDateBookings,
  reopenFirstAidDate,
} from "./date-actions.server";
import {
  attendanceForm,
  cancelForm,
  capacityForm,
  type FieldErrors,
  messageForm,
  moveForm,
  parseFields,
  sendMessageForm,
} from "./date-forms.server";
import { messageRecipientCount, sendDateMessage } from "./date-message.server";
import {
  type ActionOutcome,
  type DateIntent,
  outcome,
  unreadable,
  valuesOf,
} from "./date-page-outcome.server";

// The forms of /staff/dates/:id, one handler per intent. They run inside the page's once-per-key
// transaction (date-page-once.server.ts); the mails they queue are sent by the route after the
// commit, so no handler kicks the mail worker itself.

interface DateForm {
  staffUserId: string;
  dateId: string;
  form: FormData;
}

type DateIntentHandler = (db: Database, input: DateForm) => Promise<ActionOutcome>;

/**
 * The "tell the customer" tick of the move and cancel forms. The form sends `notifyAsked` beside
 * the box, so an unticked box (which sends nothing) is told apart from a form without the box: only
 * an explicit untick keeps the customer's mail back.
 */
export function tellCustomer(form: FormData): boolean {
  return formText(form, "notify") === "yes" || formText(form, "notifyAsked") !== "yes";
}

/** A form whose fields do not parse: 400 with the errors per field and what was typed. */
function invalid(
  intent: DateIntent,
  form: FormData,
  errors: FieldErrors,
  extra: { bookingId?: string; maxValue?: number } = {},
): ActionOutcome {
  const { bookingId, maxValue } = extra;
  return { done: false, status: 400, intent, errors, bookingId, values: valuesOf(form, maxValue) };
}

const changeCapacity: DateIntentHandler = async (db, { staffUserId, dateId, form }) => {
  const parsed = parseFields(capacityForm, form);
  if (!parsed.ok) return invalid("capacity", form, parsed.errors);
  return outcome("capacity", form, await changeDateCapacity(db, staffUserId, { dateId, ...parsed.data }));
};

const cancelDate: DateIntentHandler = async (db, { staffUserId, dateId, form }) => {
  const parsed = parseFields(cancelForm, form);
  if (!parsed.ok) return invalid("cancel", form, parsed.errors);
  return outcome(
    "cancel",
    form,
    await cancelFirstAidDate(db, staffUserId, { dateId, notify: tellCustomer(form) }),
  );
};

const reopenDate: DateIntentHandler = async (db, { staffUserId, dateId, form }) =>
  outcome("reopen", form, await reopenFirstAidDate(db, staffUserId, { dateId }));

const markOneAttendance: DateIntentHandler = async (db, { staffUserId, form }) => {
  const bookingId = formText(form, "bookingId") ?? "";
  const parsed = parseFields(attendanceForm, form);
  if (!parsed.ok) return invalid("attendance", form, parsed.errors, { bookingId });
  return outcome("attendance", form, await markAttendance(db, staffUserId, parsed.data), bookingId);
};

const closeBookings: DateIntentHandler = async (db, { staffUserId, dateId, form }) =>
  outcome("close-bookings", form, await closeDateBookings(db, staffUserId, { dateId }));

const reopenBookings: DateIntentHandler = async (db, { staffUserId, dateId, form }) =>
  outcome("reopen-bookings", form, await reopenDateBookings(db, staffUserId, { dateId }));

/** How much of a typed message is shown again: the message field's own limit. */
const MESSAGE_VALUE_MAX = 5000;

/**
 * The message to all attendees, in two steps: the first answers with how many will receive it and
 * a token (nothing is sent); the second (`step=send`) sends it once per token.
 */
const messageAttendees: DateIntentHandler = async (db, { staffUserId, dateId, form }) => {
  const values = valuesOf(form, MESSAGE_VALUE_MAX);
  const parsed = parseFields(messageForm, form);
  if (!parsed.ok) return invalid("message", form, parsed.errors, { maxValue: MESSAGE_VALUE_MAX });
  if (formText(form, "step") !== "send") {
    const count = await messageRecipientCount(db, dateId);
    if (count === 0)
      return { done: false, status: 409, intent: "message", errors: { message: "noRecipients" }, values };
    const token = randomBytes(16).toString("base64url");
    return { done: false, status: 200, intent: "message-preview", count, token, values, errors: {} };
  }
  const confirmed = parseFields(sendMessageForm, form);
  if (!confirmed.ok) return invalid("message", form, confirmed.errors, { maxValue: MESSAGE_VALUE_MAX });
  const { token, ...message } = confirmed.data;
  return outcome("message", form, await sendDateMessage(db, staffUserId, { dateId, message, token }));
};

const moveOneBooking: DateIntentHandler = async (db, { staffUserId, form }) => {
  const bookingId = formText(form, "bookingId") ?? "";
  const parsed = parseFields(moveForm, form);
  if (!parsed.ok) return invalid("move", form, parsed.errors, { bookingId });
  const result = await moveBooking(db, staffUserId, {
    ...parsed.data,
    notify: tellCustomer(form),
    confirmClosed: formText(form, "confirmClosed") === "yes",
    askedByCustomer: formText(form, "customerAsked") === "yes",
  });
  return outcome("move", form, result, bookingId);
};

/** Every intent the page's forms send (besides the waiting list's own), and its handler. */
export const dateIntentHandlers: Record<DateIntent, DateIntentHandler> = {
  capacity: changeCapacity,
  cancel: cancelDate,
  reopen: reopenDate,
  attendance: markOneAttendance,
  "close-bookings": closeBookings,
  "reopen-bookings": reopenBookings,
  message: messageAttendees,
  move: moveOneBooking,
};

function isDateIntent(intent: unknown): intent is DateIntent {
  return typeof intent === "string" && Object.hasOwn(dateIntentHandlers, intent);
}

/** /staff/dates/:id: the form's intent picks its handler; a body no form sends is a 400. */
export function dateAction(
  db: Database,
  staffUserId: string,
  dateId: string,
  form: FormData | null,
): Promise<ActionOutcome> {
  const intent = formText(form, "intent");
  if (!form || !isDateIntent(intent)) return Promise.resolve(unreadable("capacity"));
  return dateIntentHandlers[intent](db, { staffUserId, dateId, form });
}
