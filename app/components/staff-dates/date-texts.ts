import { fill } from "~/i18n/fill";
import { courseTime } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { StaffDatesTexts } from "~/i18n/messages/staff-dates-en";
import { plural } from "~/i18n/plural";

// How the staff date pages word a date's seats, time and errors.

export function timeRange(date: { startTime: string; endTime: string }): string {
  return `${courseTime(date.startTime)}–${courseTime(date.endTime)}`;
}

/** The message of an error key, with the seats booked where it names them. */
export function errorText(
  t: StaffDatesTexts,
  locale: Locale,
  key: keyof StaffDatesTexts["errors"] | undefined,
  booked?: number,
): string | undefined {
  return key ? fill(t.errors[key], { booked: plural(t.dates.seatsBooked, booked ?? 0, locale) }) : undefined;
}
