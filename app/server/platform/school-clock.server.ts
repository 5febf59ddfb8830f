import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { schoolTimeZone } from "~/i18n/format";

// A moment as the school's wall clock reads it ("2027-03-28", "09:30"), whatever the server's
// zone, for form fields and for placing lessons and exams on their Frankfurt day.

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: schoolTimeZone,
});

export function schoolDayAndTime(moment: Date): { day: IsoDate; time: string } {
  return { day: todayInSchoolTimeZone(moment), time: clock.format(moment) };
}

/**
 * A moment as the wall-clock text a calendar file with the Europe/Berlin zone wants
 * ("2027-03-30T09:30:00"): ical-generator writes a Date with a zone as that Date's UTC clock.
 */
export function schoolWallClock(moment: Date): string {
  const { day, time } = schoolDayAndTime(moment);
  return `${day}T${time}:00`;
}
