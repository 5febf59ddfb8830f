import type { DeadlineState, LicenceDeadlines } from "~/content/licence-rules/view";
import type { IsoDate } from "~/content/schedule";

// The dates a visitor with a non-EU licence must keep, from the day they took up
// ordinary residence in Germany (§ 29 (1) sentences 4 and 5 FeV), counted as German law counts
// periods (§§ 187, 188, 190 BGB).

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: IsoDate): [number, number, number] {
  const match = isoDatePattern.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function iso(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// The one check of a date's text lives with the course dates, which need it too.
export { isCalendarDate } from "~/content/schedule";

/**
 * The last day of a period of `months` months that starts with an event on `date`: the day of
 * the last month with the same number, or that month's last day when it has no such day
 * (§ 188 (2) and (3) BGB). 31 August + 6 months → 28 (or 29) February.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return iso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  return iso(year, month, day + days);
}

/**
 * The deadlines for a licence from outside the EU/EEA. `waitWeeks` is the site's estimate of the
 * time from asking the Frankfurt licence office for an appointment to holding the German licence
 * (site config, not law).
 */
export function licenceDeadlines(since: IsoDate, today: IsoDate, waitWeeks: number): LicenceDeadlines {
  const validUntil = addMonths(since, 6);
  const applyBy = addDays(validUntil, -7 * waitWeeks);
  const state: DeadlineState = today > validUntil ? "expired" : today > applyBy ? "apply-now" : "ahead";
  return { since, validUntil, extendedUntil: addMonths(validUntil, 6), applyBy, state };
}

/** The latest `since` the check accepts: one year from today. */
export function latestSince(today: IsoDate): IsoDate {
  return addMonths(today, 12);
}
