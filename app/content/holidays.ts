import { getHolidays } from "feiertagejs";
import type { IsoDate } from "./schedule";

// Hesse's public holidays, computed by feiertagejs (the movable feasts follow Easter): the school
// holds no course on them.

const holidaysByYear = new Map<number, Map<IsoDate, string>>();

/** Hesse's public holidays of a year: day → name (German, as the calendar names them). */
export function hesseHolidays(year: number): Map<IsoDate, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map(
      getHolidays(year, "HE").map((holiday) => [holiday.dateString, holiday.translate("de") ?? holiday.name]),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** The public holiday in Hesse on `day`, by name, or null. */
export function hesseHoliday(day: IsoDate): string | null {
  return hesseHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}
