import { z } from "zod";
import { isCalendarDate } from "~/content/schedule";
import type { StaffDatesTexts } from "~/i18n/messages/staff-dates-en";
import { type FormResult, formFields } from "../platform/form.server";
import { bookingAttendances } from "../platform/schema.server";
import type { StaffActionResult } from "./staff-action.server";

// Every staff form on course dates and exports is checked here
// with zod. A refusal names the field and a message key; the page shows the message next to the
// field in its language, with a 400 (or the domain's 404/409), and nothing is changed.

export type ErrorKey = keyof StaffDatesTexts["errors"];
export type FieldErrors = Partial<Record<string, ErrorKey>>;

export type Parsed<T> = FormResult<T, ErrorKey>;

const isoDate = z
  .string({ error: "dateInvalid" })
  .trim()
  // Year 0 passes a JavaScript Date but not PostgreSQL: the shared check knows which days exist.
  .refine(isCalendarDate, { error: "dateInvalid" });

const timeOfDay = z
  .string({ error: "timeInvalid" })
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: "timeInvalid" });

const capacity = z
  .string({ error: "capacityInvalid" })
  .trim()
  .regex(/^\d{1,3}$/, { error: "capacityInvalid" })
  .transform(Number)
  .pipe(z.number().max(200, { error: "capacityInvalid" }));

const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

export const addDateForm = z
  .object({
    language: z.enum(["en", "es"], { error: "languageInvalid" }),
    date: isoDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    capacity,
    /** Ticked after the page warned that the day has no courses (holiday or closed day). */
    confirmClosed: z.literal("yes").optional(),
  })
  .refine((form) => minutes(form.endTime) > minutes(form.startTime), {
    path: ["endTime"],
    error: "endBeforeStart",
  });

export const capacityForm = z.object({ capacity });

export const cancelForm = z.object({ confirm: z.literal("yes", { error: "confirmMissing" }) });

export const moveForm = z.object({
  bookingId: z.string({ error: "bookingNotFound" }).min(1, { error: "bookingNotFound" }),
  targetDateId: z.string({ error: "targetMissing" }).min(1, { error: "targetMissing" }),
});

export const monthForm = z.object({
  month: z
    .string({ error: "monthInvalid" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "monthInvalid" })
    // Year 0 has no days for PostgreSQL: its first day must be a real one.
    .refine((value) => isCalendarDate(`${value}-01`), { error: "monthInvalid" }),
});

export const attendanceForm = z.object({
  bookingId: z.string({ error: "bookingNotFound" }).min(1, { error: "bookingNotFound" }),
  attendance: z.enum(bookingAttendances, { error: "attendanceInvalid" }),
});

const subject = z
  .string({ error: "messageEmpty" })
  .trim()
  .min(1, { error: "messageEmpty" })
  .max(150, { error: "messageTooLong" });
const body = z
  .string({ error: "messageEmpty" })
  .trim()
  .min(1, { error: "messageEmpty" })
  .max(5000, { error: "messageTooLong" });

/** The message to a date's attendees, both languages required: each attendee gets their own. */
export const messageForm = z.object({ subjectEn: subject, textEn: body, subjectEs: subject, textEs: body });

/** The confirmed message: the same fields and the token of its confirmation step. */
export const sendMessageForm = messageForm.extend({
  token: z.string({ error: "unreadable" }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "unreadable" }),
});

/** The form's text fields checked against `schema` (its issues' messages are the keys). */
export function parseFields<T>(schema: z.ZodType<T>, fields: FormData | URLSearchParams): Parsed<T> {
  return formFields<T, ErrorKey>(schema, fields);
}

/** A domain refusal as the page's field errors. */
export function refusalErrors(result: Extract<StaffActionResult, { ok: false }>): FieldErrors {
  return { [result.field]: result.error };
}
