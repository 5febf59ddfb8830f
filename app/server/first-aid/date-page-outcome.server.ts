import type { FieldErrors } from "./date-forms.server";
import { refusalErrors } from "./date-forms.server";
import type { StaffActionResult } from "./staff-action.server";

// What a form of the staff date pages answers: done (the route redirects back with a notice) or
// the errors per field with a 4xx status and what was typed, so the page shows them beside it.

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

export function valuesOf(form: FormData, max = 200): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value.slice(0, max);
  return values;
}

export function outcome(
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
export function unreadable(intent: DateIntent | "add"): ActionOutcome {
  return { done: false, status: 400, intent, errors: { form: "unreadable" }, values: {} };
}
