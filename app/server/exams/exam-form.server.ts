import { type IsoDate, isCalendarDate, schoolMoment } from "~/content/schedule";
import type { ExamsTexts } from "~/i18n/messages/exams-en";
import { formText } from "../platform/form.server";
import { addMonths } from "../licence-check/deadlines.server";
import { type ExamKind, type ExamResult, examKinds, examResults } from "../platform/schema.server";

// The office's exam forms on the customer page, read: what the exam is, its Frankfurt date and
// time, the testing centre, and optionally the accompanying instructor and car and the failed
// exam it repeats. A refusal names each field with the key of its message; nothing is stored.

export type ExamError = keyof ExamsTexts["staff"]["errors"];
export type ExamErrors = Partial<Record<string, ExamError>>;

export const CENTRE_MAX_LENGTH = 120;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ExamAppointment {
  /** The exam's start, read as Frankfurt wall-clock time (daylight saving included). */
  startsAt: Date;
  testingCentre: string;
}

export interface NewExam extends ExamAppointment {
  kind: ExamKind;
  instructorId: string | null;
  carId: string | null;
  repetitionOf: string | null;
}

type Read<T> = { ok: true; data: T } | { ok: false; errors: ExamErrors };

/** A text without control characters, trimmed. */
function cleanText(form: FormData, name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a centre's name.
  return (formText(form, name) ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim();
}

/** An optional id field: empty is none, anything else must be a UUID or a short user id. */
function optionalId(form: FormData, name: string, shape: RegExp): string | null | false {
  const value = (formText(form, name) ?? "").trim();
  if (!value) return null;
  return shape.test(value) ? value : false;
}

function readAppointment(form: FormData, today: IsoDate, errors: ExamErrors): ExamAppointment | null {
  const day = (formText(form, "day") ?? "").trim();
  if (day.length > 20 || !isCalendarDate(day)) errors.day = "day";
  else if (day < addMonths(today, -12)) errors.day = "past";
  else if (day > addMonths(today, 24)) errors.day = "tooFar";
  const time = (formText(form, "time") ?? "").trim();
  // A 24-hour wall-clock time as <input type="time"> sends it (HTML § 2.3.5.4).
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.time = "time";
  const testingCentre = cleanText(form, "centre");
  if (!testingCentre || testingCentre.length > CENTRE_MAX_LENGTH) errors.centre = "centre";
  if (errors.day || errors.time || errors.centre) return null;
  return { startsAt: schoolMoment(day, time), testingCentre };
}

export function readNewExam(form: FormData, today: IsoDate): Read<NewExam> {
  const errors: ExamErrors = {};
  const kind = formText(form, "kind");
  const known = examKinds.find((one) => one === kind);
  if (!known) errors.kind = "kind";
  const appointment = readAppointment(form, today, errors);
  // Staff user ids are better-auth's (32 letters and digits), cars' and exams' UUIDs.
  const instructorId = optionalId(form, "instructorId", /^[A-Za-z0-9_-]{1,64}$/);
  if (instructorId === false) errors.instructorId = "instructor";
  const carId = optionalId(form, "carId", uuid);
  if (carId === false) errors.carId = "car";
  // Only a practical exam is repeated at the repetition's price: a theory exam ignores the choice.
  const chosen = optionalId(form, "repetitionOf", uuid);
  const repetitionOf = known === "theory" && chosen !== false ? null : chosen;
  if (repetitionOf === false) errors.repetitionOf = "repetitionOf";
  if (!known || !appointment || instructorId === false || carId === false || repetitionOf === false)
    return { ok: false, errors };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: { kind: known, ...appointment, instructorId, carId, repetitionOf } };
}

export function readExamId(form: FormData): string | null {
  const id = (formText(form, "examId") ?? "").trim();
  return uuid.test(id) ? id.toLowerCase() : null;
}

export function readExamMove(form: FormData, today: IsoDate): Read<ExamAppointment & { examId: string }> {
  const errors: ExamErrors = {};
  const examId = readExamId(form);
  if (!examId) errors.examId = "exam";
  const appointment = readAppointment(form, today, errors);
  if (!examId || !appointment) return { ok: false, errors };
  return { ok: true, data: { examId, ...appointment } };
}

export function readExamResult(form: FormData): Read<{ examId: string; result: ExamResult }> {
  const examId = readExamId(form);
  const result = examResults.find((one) => one === formText(form, "result"));
  if (!examId || !result)
    return {
      ok: false,
      errors: { ...(examId ? {} : { examId: "exam" }), ...(result ? {} : { result: "result" }) },
    };
  return { ok: true, data: { examId, result } };
}
