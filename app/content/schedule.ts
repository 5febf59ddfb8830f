import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";

// The first-aid course (with eye test) runs on the first Saturday of the
// month in Spanish and on the third Saturday in English, 9:00–17:00. Dates are never typed: this
// rule fills the dates table a year ahead, and staff adjust single dates there.
export const firstAidSchedule = {
  es: { nthSaturday: 1 },
  en: { nthSaturday: 3 },
  // Written as the school writes them ("9:00–17:00", no leading zero) and shown as they are in both
  // languages: Intl would print "09:00" for en-GB.
  startTime: "9:00",
  endTime: "17:00",
  /**
   * Seats of each date the rule adds to the dates table; staff change a single
   * date's capacity on /staff/dates. Seats left: `seatsLeftOf` (bookings and waiting-list holds).
   */
  capacity: 20,
  /**
   * Free cancellation: until this many hours before the course starts a customer changes their date,
   * or cancels with the full price refunded, on /my-account; later neither, and no refund. The sales
   * page, the terms and My account state this number.
   */
  freeCancellationHours: 24,
  /** A seat freed for the first person on a waiting list is held for them this long. */
  waitlistHoldHours: 24,
  /** A waiting-list entry not confirmed through its mailed link within this long is deleted. */
  waitlistConfirmHours: 24,
  timeZone: schoolTimeZone,
} as const;

/** A calendar date as "YYYY-MM-DD" (no time, no zone). */
export type IsoDate = string;

/**
 * "YYYY-MM-DD" that names a real calendar day (2026-02-30 does not), years 1000–9999: what a date
 * from a URL, a form or a payment event must be before the database sees it (PostgreSQL refuses
 * 2026-02-30 and year 0 with an error, not a miss).
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

/** Today's date where the school is, whatever the server's zone. */
export function todayInSchoolTimeZone(now: Date = new Date()): IsoDate {
  return schoolDayFormat().format(now);
}

/**
 * The moment a wall-clock time ("9:00", "10:00:00") on a day is in the school's zone, whatever the
 * server's zone: the zone's offset is read at a first guess and again at the corrected moment, so
 * the days when the clocks change come out right too.
 */
export function schoolMoment(day: IsoDate, time: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const guess = Date.UTC(year, month - 1, date, hours, minutes);
  const offsetAt = (instant: number) => {
    const parts = schoolClockFormat().formatToParts(new Date(instant));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) - instant;
  };
  return new Date(guess - offsetAt(guess - offsetAt(guess)));
}

let clockFormat: Intl.DateTimeFormat | undefined;
function schoolClockFormat(): Intl.DateTimeFormat {
  clockFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: schoolTimeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  return clockFormat;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** Made once: building a formatter with a time zone costs more than many dates formatted with it. */
function schoolDayFormat(): Intl.DateTimeFormat {
  // en-CA formats as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: firstAidSchedule.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat;
}

function nthSaturdayOfMonth(year: number, monthIndex: number, nth: number): IsoDate {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay(); // 0 = Sunday
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  const day = firstSaturday + (nth - 1) * 7;
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The next `count` course dates of a course language, soonest first. The course day itself no
 * longer counts: payment is due one day before the appointment, so on the day the
 * first date offered is next month's.
 */
export function upcomingFirstAidDates(
  language: Locale,
  today: IsoDate = todayInSchoolTimeZone(),
  count = 1,
): IsoDate[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const { nthSaturday } = firstAidSchedule[language];
  const dates: IsoDate[] = [];
  // This month's date may have passed; from next month on every date lies ahead.
  for (let offset = 0; dates.length < count; offset++) {
    const candidate = nthSaturdayOfMonth(year, month - 1 + offset, nthSaturday);
    if (candidate > today) dates.push(candidate);
  }
  return dates;
}

/**
 * The rule's dates of a course language after `today` and at most a year ahead, the
 * dates the fill keeps in the dates table (first-aid/date-fill.server.ts).
 */
export function ruleDatesOfYearAhead(language: Locale, today: IsoDate = todayInSchoolTimeZone()): IsoDate[] {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const horizon = new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
  return upcomingFirstAidDates(language, today, 13).filter((date) => date <= horizon);
}

/** The rule's next course date, ignoring seats and staff changes (the table decides those). */
export function nextFirstAidDate(language: Locale, today: IsoDate = todayInSchoolTimeZone()): IsoDate {
  return upcomingFirstAidDates(language, today, 1)[0] as IsoDate;
}

/** One course date as the pages see it: its row, capacity and the seats taken on it. */
export interface DateSeats {
  id: string;
  date: IsoDate;
  /** "09:00:00", as PostgreSQL returns a time. */
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
  /** Seats held for the first on the waiting list whose hold has not run out (taken for everyone else). */
  held: number;
  status: "open" | "cancelled";
}

/**
 * Seats left = capacity − seats booked − seats held for the waiting list, never below zero. The one
 * rule every reader takes free seats from: the course pages' card and date list, the licence check's
 * suggestion, the checkout and the customer's date change.
 */
export function seatsLeftOf({
  capacity,
  booked,
  held,
}: Pick<DateSeats, "capacity" | "booked" | "held">): number {
  return Math.max(0, capacity - booked - held);
}

/** "09:00:00" → "9:00": times are shown as the school writes them, in both languages. */
export function courseTime(time: string): string {
  return time.slice(0, 5).replace(/^0(?=\d:)/, "");
}

/** What a first-aid page offers for one course language. */
export interface FirstAidOffer {
  dateId: string;
  /** The first upcoming open date with a free seat. */
  date: IsoDate;
  startTime: string;
  endTime: string;
  seatsLeft: number;
  /** Sooner open dates that are fully booked, soonest first: the page says so instead of hiding them. */
  fullyBooked: IsoDate[];
}

/**
 * The page offers the first open date with a seat; cancelled dates are never offered
 * nor named. Null when no date of the year ahead has a seat (the page then says to ask us).
 */
export function offerOf(dates: readonly DateSeats[]): FirstAidOffer | null {
  const open = [...dates].filter((d) => d.status === "open").sort((a, b) => a.date.localeCompare(b.date));
  const index = open.findIndex((d) => seatsLeftOf(d) > 0);
  const offered = open[index];
  if (!offered) return null;
  return {
    dateId: offered.id,
    date: offered.date,
    startTime: courseTime(offered.startTime),
    endTime: courseTime(offered.endTime),
    seatsLeft: seatsLeftOf(offered),
    fullyBooked: open.slice(0, index).map((d) => d.date),
  };
}

/**
 * The rule's Saturday of a language in the month of `day`, before any closed day moves it. Not a
 * check of a course date: that is `isRuleDateOf` (first-aid/closed-days.server.ts), which moves it
 * off Hesse's holidays and the school's closed days as the dates table's fill does.
 */
export function ruleSaturdayOfMonth(language: Locale, day: IsoDate): IsoDate {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return nthSaturdayOfMonth(year, month - 1, firstAidSchedule[language].nthSaturday);
}
