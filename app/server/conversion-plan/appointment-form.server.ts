import { type IsoDate, isCalendarDate } from "~/content/schedule";
import { formText } from "../platform/form.server";
import { addMonths } from "../licence-check/deadlines.server";

// The appointment form of the plan page, read: which appointment, its day, and optionally its time
// and a place or note. A refusal names each field with the key of its message; nothing is stored.

export const appointmentKinds = [
  "licence-office",
  "eye-test",
  "first-aid",
  "translation",
  "theory-test",
  "practical-test",
] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];

export function isAppointmentKind(text: unknown): text is AppointmentKind {
  return typeof text === "string" && (appointmentKinds as readonly string[]).includes(text);
}

export interface AppointmentInput {
  kind: AppointmentKind;
  day: IsoDate;
  /** "09:30", the school's (Europe/Berlin) wall clock; null for a day without a time. */
  time: string | null;
  note: string | null;
}

export type AppointmentError =
  | "kindUnknown"
  | "dayMissing"
  | "malformedDay"
  | "dayTooEarly"
  | "dayTooFarAhead"
  | "malformedTime"
  | "noteTooLong";

export const noteMaxLength = 200;

export function readAppointmentForm(
  form: FormData,
  today: IsoDate,
): { ok: true; appointment: AppointmentInput } | { ok: false; errors: Record<string, AppointmentError> } {
  const errors: Record<string, AppointmentError> = {};
  const kind = formText(form, "kind");
  if (!isAppointmentKind(kind)) errors.kind = "kindUnknown";
  const day = formText(form, "day")?.trim() ?? "";
  if (!day) errors.day = "dayMissing";
  else if (day.length > 20 || !isCalendarDate(day)) errors.day = "malformedDay";
  else if (day < "1900-01-01") errors.day = "dayTooEarly";
  else if (day > addMonths(today, 60)) errors.day = "dayTooFarAhead";
  const time = formText(form, "time")?.trim() ?? "";
  // A 24-hour wall-clock time as <input type="time"> sends it (HTML § 2.3.5.4, "valid time string").
  if (time && !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time)) errors.time = "malformedTime";
  // eslint-disable-next-line no-control-regex -- control characters have no place in a note.
  const note = (formText(form, "note") ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (note.length > noteMaxLength) errors.note = "noteTooLong";
  if (Object.keys(errors).length || !isAppointmentKind(kind)) return { ok: false, errors };
  return {
    ok: true,
    appointment: { kind, day, time: time ? time.slice(0, 5) : null, note: note || null },
  };
}
