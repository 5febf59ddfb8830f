import { type IsoDate, isCalendarDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { addDays, bookingWindow, isoWeekday, weekStart } from "./free-slots.server";

// The free times are listed one Frankfurt week (Monday to Sunday) at a time: the whole booking
// horizon of two instructors' quarter hours would be thousands of forms, far over the account
// pages' budget. A week is named by its Monday (`?week=2026-10-19`); only the weeks the booking
// window touches can be asked for.

export interface SlotWeek {
  monday: IsoDate;
  /** False for the first week, shown when no week was asked for (a list may then go on to the next). */
  asked: boolean;
  /** The Monday before and after, when that week still holds bookable times; else null. */
  earlier: IsoDate | null;
  later: IsoDate | null;
  /** Monday 00:00 and the next Monday 00:00 on the Frankfurt wall clock (a week of 167 or 169 hours across a clock change). */
  from: Date;
  until: Date;
}

/**
 * The week asked for by its Monday, or the first week of the booking window when none is asked
 * (null or ""); null when `asked` is not a Monday of the window (a bad or stale link).
 */
export function slotWeek(now: Date, asked: string | null): SlotWeek | null {
  const window = bookingWindow(now);
  const first = weekStart(todayInSchoolTimeZone(window.from));
  const last = weekStart(todayInSchoolTimeZone(new Date(window.until.getTime() - 1)));
  const monday = asked ? asked : first;
  if (!isCalendarDate(monday) || isoWeekday(monday) !== 1 || monday < first || monday > last) return null;
  return {
    monday,
    asked: Boolean(asked),
    earlier: monday > first ? addDays(monday, -7) : null,
    later: monday < last ? addDays(monday, 7) : null,
    from: schoolMoment(monday, "00:00"),
    until: schoolMoment(addDays(monday, 7), "00:00"),
  };
}
