import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { formText } from "../platform/form.server";
import type { Database } from "../platform/db.server";
import { firstAidDatesWithSeats, isUuid } from "./offered-dates.server";
import { oncePerKey } from "../platform/form-submissions.server";
import {
  attendeesOf,
  datesNeedingAttention,
  firstAidDateWithSeats,
  moveTargetsFor,
} from "./attendees.server";
import { addFirstAidDate } from "./date-actions.server";
import { ensureFirstAidDates } from "./date-fill.server";
import { addDateForm, parseFields } from "./date-forms.server";
import { type ActionOutcome, outcome, unreadable, valuesOf } from "./date-page-outcome.server";

// What the staff date pages load, and the form of the list that adds a date. The routes stay thin:
// they run the staff guard, read the form, and call these with the acting staff member's id. The
// forms of one date's page are handled per intent in date-intents.server.ts.

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
  const key = formText(form, "key");
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
