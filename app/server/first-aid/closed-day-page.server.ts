import { type IsoDate, isCalendarDate, todayInSchoolTimeZone } from "~/content/schedule";
import { formText } from "../platform/form.server";
import type { StaffBookingsTexts } from "~/i18n/messages/staff-bookings-en";
import type { Database } from "../platform/db.server";
import { hesseHoliday } from "~/content/holidays";
import { addClosedDay, closedDaysFrom, removeClosedDay } from "./closed-days.server";
import { addMissingRuleDates } from "./date-fill.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";

// The closed days on /staff/dates: the list, and the forms that add and remove one. After a
// change the rule's dates are brought in line at once (moved off a new closed day, back on a
// removed one) instead of at the next hourly fill.

export type ClosedDayError = keyof StaffBookingsTexts["closed"]["errors"];

export type ClosedDayOutcome =
  | { done: true; change: "added" | "removed" }
  | {
      done: false;
      status: 400 | 409;
      errors: Partial<Record<"day" | "note", ClosedDayError>>;
      values: Record<string, string>;
    };

/** The closed days from today on, with the holiday a day also is (if any). */
export async function closedDaysList(db: Database, today: IsoDate = todayInSchoolTimeZone()) {
  return (await closedDaysFrom(db, today)).map((row) => ({ ...row, holiday: hesseHoliday(row.day) }));
}

/** Whether a posted form is about closed days (its intent), so the route sends it here. */
export function isClosedDayIntent(form: FormData | null): boolean {
  const intent = formText(form, "intent");
  return intent === "closed-add" || intent === "closed-remove";
}

export async function closedDayAction(
  db: Database,
  staffUserId: string,
  form: FormData,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<ClosedDayOutcome> {
  const day = (formText(form, "day") ?? "").trim();
  const note = (formText(form, "note") ?? "").trim();
  const values = { day: day.slice(0, 20), note: note.slice(0, 200) };
  if (!isCalendarDate(day)) return { done: false, status: 400, errors: { day: "dayInvalid" }, values };
  if (formText(form, "intent") === "closed-remove") {
    await removeClosedDay(db, staffUserId, day);
    await addMissingRuleDates(db, today);
    return { done: true, change: "removed" };
  }
  if (note.length > 200) return { done: false, status: 400, errors: { note: "noteTooLong" }, values };
  const result = await addClosedDay(db, staffUserId, { day, note, today });
  if (!result.ok) return { done: false, status: result.status, errors: { day: result.error }, values };
  await addMissingRuleDates(db, today);
  return { done: true, change: "added" };
}

/**
 * The closed-day forms once per page key (see pageFormKey): the same form sent again (Back, a
 * double click) is told what the first did, with `again`, not "that day is already closed".
 */
export async function closedDayActionOnce(
  db: Database,
  staffUserId: string,
  form: FormData,
): Promise<ClosedDayOutcome | { done: true; change: "added" | "removed"; again: true }> {
  const about = [formText(form, "intent") ?? "", (formText(form, "day") ?? "").trim()];
  const once = await oncePerKey(
    db,
    { form: "closed-day", key: formKeyFor(form, ...about), staffUserId },
    (tx) => closedDayAction(tx, staffUserId, form),
    (outcome) => (outcome.done ? { outcome: outcome.change, path: "/staff/dates" } : null),
  );
  if ("again" in once) {
    return { done: true, change: once.again.outcome === "removed" ? "removed" : "added", again: true };
  }
  return once.result;
}
