import type { Locale } from "~/i18n/locale";

// SPEC §9 / DESIGN §6: the first-aid course (with eye test) runs on the first Saturday of the
// month in Spanish and on the third Saturday in English, 9:00–17:00. Dates are computed, never typed.
export const firstAidSchedule = {
  es: { nthSaturday: 1 },
  en: { nthSaturday: 3 },
  // Written as the spec writes them ("9:00–17:00", no leading zero) and shown as they are in both
  // languages: Intl would print "09:00" for en-GB.
  startTime: "9:00",
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
 * The next `count` course dates of a course language, soonest first. The course day itself no
 * longer counts: payment is due one day before the appointment (SPEC §9), so on the day the
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

/** Seats booked per course date; a date that is missing has none booked. */
export type BookedSeats = Readonly<Record<IsoDate, number>>;

/** DESIGN §6: seats left = capacity − seats booked through the webhook, never below zero. */
export function seatsLeftOf(date: IsoDate, booked: BookedSeats = {}): number {
  return Math.max(0, firstAidSchedule.capacity - (booked[date] ?? 0));
}

/** What a first-aid page offers for one course language. */
export interface FirstAidOffer {
  /** The first upcoming date with a free seat. */
  date: IsoDate;
  seatsLeft: number;
  /** Sooner dates that are fully booked, soonest first: the page says so instead of hiding them. */
  fullyBooked: IsoDate[];
}

/**
 * The first upcoming course date that still has a seat. The caller passes the seats booked, so
 * the schedule stays pure; without them every date counts as free.
 */
export function firstAidOffer(
  language: Locale,
  today: IsoDate = todayInSchoolTimeZone(),
  booked: BookedSeats = {},
): FirstAidOffer {
  // Only dates listed in `booked` can be full, so among that many dates plus one at least one is
  // free: the search always ends.
  const fullCount = Object.keys(booked).filter((date) => seatsLeftOf(date, booked) === 0).length;
  const dates = upcomingFirstAidDates(language, today, fullCount + 1);
  const index = dates.findIndex((date) => seatsLeftOf(date, booked) > 0);
  const date = dates[index] as IsoDate;
  return { date, seatsLeft: seatsLeftOf(date, booked), fullyBooked: dates.slice(0, index) };
}

/** The next first-aid course date that can still be booked for a course language. */
export function nextFirstAidDate(
  language: Locale,
  today: IsoDate = todayInSchoolTimeZone(),
  booked: BookedSeats = {},
): IsoDate {
  return firstAidOffer(language, today, booked).date;
}

/** Whether a date is a course day of that language (used to validate bookings). */
export function isFirstAidDate(language: Locale, date: IsoDate): boolean {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return nthSaturdayOfMonth(year, month - 1, firstAidSchedule[language].nthSaturday) === date;
}
