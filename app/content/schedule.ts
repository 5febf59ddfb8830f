import type { Locale } from "~/i18n/locale";

// SPEC §9 / DESIGN §6: the first-aid course (with eye test) runs on the first Saturday of the
// month in Spanish and on the third Saturday in English, 9:00–17:00. Dates are computed, never typed.
export const firstAidSchedule = {
  es: { nthSaturday: 1 },
  en: { nthSaturday: 3 },
  startTime: "09:00",
  endTime: "17:00",
  /** Seats per course date; seats left = capacity − seats booked through the webhook. */
  capacity: 20,
  timeZone: "Europe/Berlin",
} as const;

/** A calendar date as "YYYY-MM-DD" (no time, no zone). */
export type IsoDate = string;

/** Today's date where the school is, whatever the server's zone. */
export function todayInSchoolTimeZone(now: Date = new Date()): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: firstAidSchedule.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function nthSaturdayOfMonth(year: number, monthIndex: number, nth: number): IsoDate {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay(); // 0 = Sunday
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  const day = firstSaturday + (nth - 1) * 7;
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The next first-aid course date that can still be booked for a course language.
 * The course day itself no longer counts: payment is due one day before the appointment
 * (SPEC §9), so on the day the next date offered is next month's.
 */
export function nextFirstAidDate(language: Locale, today: IsoDate = todayInSchoolTimeZone()): IsoDate {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const { nthSaturday } = firstAidSchedule[language];
  for (let offset = 0; offset < 2; offset++) {
    const candidate = nthSaturdayOfMonth(year, month - 1 + offset, nthSaturday);
    if (candidate > today) return candidate;
  }
  // Unreachable: next month's date is always later than today.
  throw new Error(`No first-aid date after ${today}`);
}

/** Whether a date is a course day of that language (used to validate bookings). */
export function isFirstAidDate(language: Locale, date: IsoDate): boolean {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return nthSaturdayOfMonth(year, month - 1, firstAidSchedule[language].nthSaturday) === date;
}
